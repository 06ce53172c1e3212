protocol Shape { func draw() -> String }
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        var result: [String] = []
        for length in 1...size {
            result.append(String(repeating: "*", count: length))
        }
        return result.joined(separator: "\n")
    }
}
func makeTriangle() -> some Shape { Triangle(size: 3) }
print(makeTriangle().draw())
