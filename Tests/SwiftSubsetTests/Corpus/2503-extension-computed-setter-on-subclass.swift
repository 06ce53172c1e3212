// A settable computed property from an extension, used through subclasses
// and through an array of the base class.
class Shape {
    var width = 1.0
    var height = 1.0
}
class Square: Shape {
    var side: Double {
        get { width }
        set { width = newValue; height = newValue }
    }
}
class Framed: Square {}
extension Shape {
    var area: Double {
        get { width * height }
        set { width = newValue / height }
    }
    func describe() -> String { "\(width)x\(height) area \(area)" }
}
let f = Framed()
f.side = 3
print(f.describe())
f.area = 18
print(f.width, f.area)
let shapes: [Shape] = [Shape(), Square(), f]
for s in shapes { print(s.area) }
