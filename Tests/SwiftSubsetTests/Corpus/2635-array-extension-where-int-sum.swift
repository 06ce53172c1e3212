extension Array where Element == Int {
    func total() -> Int { reduce(0, +) }
    var average: Double { isEmpty ? 0 : Double(total()) / Double(count) }
}
let marks = [3, 4, 5]
print(marks.total(), marks.average)
