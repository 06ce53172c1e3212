struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}
let p = Point(x: 3, y: 4)
print(p)
print("p is \(p)")
