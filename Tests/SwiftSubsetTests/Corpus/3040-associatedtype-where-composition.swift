// An associated type with a colon and a where clause: both requirements hold.
protocol Ranked {
    associatedtype Score: Comparable where Score: CustomStringConvertible
    var scores: [Score] { get }
}
struct Game: Ranked {
    var scores: [Int]
}
func best<R: Ranked>(_ r: R) -> String {
    guard let top = r.scores.max() else { return "none" }
    return top.description
}
print(best(Game(scores: [3, 9, 4])))
print(best(Game(scores: [])))
