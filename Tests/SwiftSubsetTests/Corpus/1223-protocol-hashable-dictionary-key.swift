struct GridPoint: Hashable {
    var x: Int
    var y: Int
}
var visits: [GridPoint: Int] = [:]
visits[GridPoint(x: 1, y: 2), default: 0] += 1
visits[GridPoint(x: 1, y: 2), default: 0] += 1
print(visits[GridPoint(x: 1, y: 2)]!)
