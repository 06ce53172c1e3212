class Base {
    var name = "base"
    func hello() -> String { "hello \(name)" }
    class func kind() -> String { "base" }
}
class Child: Base {
    override func hello() -> String { "child says " + super.hello() }
    func extra() -> String { "extra" }
    override class func kind() -> String { "child" }
}
extension Base {
    func both() -> String { hello() + " / " + describe }
    var describe: String { "I am \(name)" }
}
extension Child {
    func more() -> String { extra() + " " + both() }
}
let items: [Base] = [Base(), Child()]
for x in items { print(x.both()) }
print(Child().more())
print(Base.kind(), Child.kind())
