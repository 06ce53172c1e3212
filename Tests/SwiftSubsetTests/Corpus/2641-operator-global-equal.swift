struct Color {
    var name: String
}
func == (lhs: Color, rhs: Color) -> Bool { lhs.name == rhs.name }
print(Color(name: "red") == Color(name: "red"), Color(name: "red") == Color(name: "blue"))
