// A static subscript, read through the type.
enum Palette {
    static let names = ["red", "green"]
    static subscript(i: Int) -> String { names[i] }
}
print(Palette[1])
