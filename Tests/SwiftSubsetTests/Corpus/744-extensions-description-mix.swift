struct Point: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
}
extension Point {
    func moved(by d: Int) -> Point { Point(x: x + d, y: y + d) }
    static var zero: Point { Point(x: 0, y: 0) }
    init(both v: Int) { self.init(x: v, y: v) }
}
let p = Point(x: 1, y: 2)
print(p, [p], "\(p.moved(by: 1))", Point.zero, Point(both: 5))
extension Int {
    var squared: Int { self * self }
    func times(_ s: String) -> String { String(repeating: s, count: self) }
    mutating func double() { self *= 2 }
}
var n = 4
print(n.squared, 3.times("ab"))
n.double()
print(n)
class Animal: CustomStringConvertible {
    var name = "x"
    var description: String { "Animal \(name)" }
}
class Dog: Animal {
    override var description: String { "Dog \(name)" }
}
print(Dog(), Animal())
extension Double { var km: Double { self * 1000 } }
print(2.5.km)
