class Ticket {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("ticket \(n) done") }
}
for i in 1...3 {
    let t = Ticket(i)
    print("using \(t.n)")
}
print("loop over")
