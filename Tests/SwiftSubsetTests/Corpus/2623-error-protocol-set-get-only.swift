protocol Shape {
    var sides: Int { get }
}
struct Square: Shape { var sides = 4 }
var s: Shape = Square()
s.sides = 5
print(s.sides)
