class Shape {
    var name: String
    var sides: Int
    init(name: String, sides: Int) {
        self.name = name
        self.sides = sides
    }
    convenience init(sides: Int) {
        self.init(name: "shape", sides: sides)
    }
    convenience init() {
        self.init(sides: 0)
    }
    func describe() -> String { "\(name) with \(sides) sides" }
}
class Polygon: Shape {
    var color = "plain"
    override init(name: String, sides: Int) {
        super.init(name: name.uppercased(), sides: sides)
        print("Polygon.init(name:sides:)")
    }
}
class Square: Polygon {
    var length: Double
    init(length: Double) {
        self.length = length
        super.init(name: "square", sides: 4)
    }
    override convenience init(name: String, sides: Int) {
        self.init(length: 1.0)
        self.name = name
    }
}
print(Shape().describe())
print(Polygon(sides: 5).describe())
let p = Polygon()
print(p.describe(), p.color)
let s = Square(sides: 3)
print(s.describe(), s.length)
