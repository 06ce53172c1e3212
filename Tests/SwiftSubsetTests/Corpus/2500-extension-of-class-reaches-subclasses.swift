class Base {
    var name = "base"
}
class Child: Base {}
class GrandChild: Child {
    func own() -> String { "gc" }
}
extension Base {
    var shout: String { name.uppercased() }
    func greet(_ who: String) -> String { "hi \(who) from \(name)" }
    static func make() -> String { "made" }
    static var label: String { "label" }
}
let c = Child()
c.name = "child"
print(c.shout)
print(c.greet("you"))
print(Child.make())
print(GrandChild.label)
let g = GrandChild()
print(g.greet("me"), g.own())
