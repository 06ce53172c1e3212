struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String {
        return "(\(x), \(y))"
    }
}
let p = Point(x: 1, y: 2)
print(p)
print("Point is \(p)")
print([p, Point(x: 3, y: 4)])
