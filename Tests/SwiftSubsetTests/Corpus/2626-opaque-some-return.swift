protocol Banner { func render() -> String }
struct Ribbon: Banner {
    var width: Int
    func render() -> String { "<" + String(repeating: "~", count: width) + ">" }
}
func makeBanner() -> some Banner {
    Ribbon(width: 5)
}
let b = makeBanner()
print(b.render())
print(b)
