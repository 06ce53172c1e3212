protocol Tally {
    static var total: Int { get set }
}

struct Votes: Tally {
    static let total = 0
}
print(Votes.total)
