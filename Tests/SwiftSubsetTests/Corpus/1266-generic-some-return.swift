protocol Banner { func render() -> String }
struct Staircase: Banner {
    var steps: Int
    func render() -> String {
        var rows: [String] = []
        for step in stride(from: steps, through: 1, by: -1) {
            rows.append(String(repeating: " ", count: steps - step) + String(repeating: "=", count: step))
        }
        return rows.joined(separator: "\n")
    }
}
func makeBanner() -> some Banner { Staircase(steps: 4) }
print(makeBanner().render())
