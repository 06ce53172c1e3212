class Shape {
    var sides: Int
    init?(sides: Int) {
        if sides < 3 { return nil }
        self.sides = sides
    }
}
class Square: Shape {
    init() {
        super.init(sides: 4)
    }
}
print(Square().sides)
