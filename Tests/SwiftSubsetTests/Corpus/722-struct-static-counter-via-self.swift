struct Tally {
    static var total = 0
    static func add(_ n: Int) {
        total += n
    }
}
Tally.add(3)
Tally.add(4)
print(Tally.total)
