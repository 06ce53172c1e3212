// A body whose single expression is a closure returns it; `{ … }()` inside a function runs it.
func makeSix() -> () -> Int { { 6 } }
print(makeSix()())
enum Light {
    case on
    func describer() -> () -> String { { label() } }
    func label() -> String { "light on" }
}
print(Light.on.describer()())
func run() {
    { print("ran at once") }()
}
run()
struct Model {
    var n = 1
    func makeHandler() -> () -> Void { return { print("n is", n) } }
}
Model().makeHandler()()
