protocol Shelf {
    associatedtype Item
    mutating func put(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct ScoreShelf: Shelf {
    var scores: [Int] = []
    mutating func put(_ item: Int) { scores.append(item) }
    var count: Int { scores.count }
    subscript(i: Int) -> Int { scores[i] }
}
var s = ScoreShelf()
s.put(70)
s.put(92)
print(s.count, s[1])
