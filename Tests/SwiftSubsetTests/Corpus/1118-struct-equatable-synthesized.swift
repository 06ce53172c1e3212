struct Point: Equatable {
    var x: Int
    var y: Int
}
print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
print(Point(x: 1, y: 2) != Point(x: 2, y: 1))
