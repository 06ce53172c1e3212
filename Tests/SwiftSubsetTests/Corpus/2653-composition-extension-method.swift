protocol Greeter { func greet() -> String }
protocol Named { var name: String { get } }
extension Greeter { func wave() -> String { "wave" } }
struct P: Greeter, Named { var name = "p"; func greet() -> String { "hi \(name)" } }
let x: Greeter & Named = P()
print(x.greet(), x.name, x.wave())
func show(_ items: [Greeter & Named]) { for i in items { print(i.name) } }
show([P(), P(name: "q")])
