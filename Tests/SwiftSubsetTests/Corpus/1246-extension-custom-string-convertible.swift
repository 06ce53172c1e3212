struct Point { var x: Int, y: Int }
extension Point: CustomStringConvertible {
    var description: String { "<\(x),\(y)>" }
}
print(Point(x: 1, y: 2))
