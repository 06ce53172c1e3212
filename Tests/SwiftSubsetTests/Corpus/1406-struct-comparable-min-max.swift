struct Score: Comparable, CustomStringConvertible {
    let name: String
    let points: Int
    static func < (lhs: Score, rhs: Score) -> Bool { lhs.points < rhs.points }
    var description: String { "\(name): \(points)" }
}
enum Size: Comparable { case small, medium, large }
let scores = [Score(name: "Ann", points: 7), Score(name: "Bo", points: 3), Score(name: "Cy", points: 7)]
print(scores.sorted())
print(scores.min()!, scores.max()!)
print([Size.large, .small, .medium].sorted())
print([Score]().max() == nil)
