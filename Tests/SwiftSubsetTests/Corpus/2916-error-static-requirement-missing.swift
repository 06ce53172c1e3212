protocol Shape {
    static var corners: Int { get }
    var name: String { get }
}

struct Triangle: Shape {
    var corners: Int { 3 }
    var name: String { "triangle" }
}
print(Triangle().name)
