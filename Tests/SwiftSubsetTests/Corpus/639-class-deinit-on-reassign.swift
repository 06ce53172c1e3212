class Token {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("token \(n) gone") }
}
var t = Token(1)
t = Token(2)
print("after reassign")
