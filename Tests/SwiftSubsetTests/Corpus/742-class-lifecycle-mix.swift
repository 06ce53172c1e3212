class Animal {
    var name: String
    var legs = 4
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    func describe() -> String { "\(name) says \(speak())" }
    deinit { print("\(name) freed") }
}
class Dog: Animal {
    var tricks = 0
    init(name: String, tricks: Int) {
        self.tricks = tricks
        super.init(name: name)
    }
    convenience init() { self.init(name: "Rex", tricks: 1) }
    override func speak() -> String { "Woof" }
    override func describe() -> String { super.describe() + "!" }
}
final class Cat: Animal {
    override func speak() -> String { "Meow" }
}
let a = Animal(name: "generic")
var d: Dog? = Dog()
print(d!.describe(), d!.tricks)
let c = Cat(name: "Tom")
print(c.describe())
let animals: [Animal] = [Cat(name: "Kit")]
print(animals[0].describe())
let d2 = d
print(d === d2, d2 === nil)
d = nil
print("d nil")
func scope() {
    let t = Animal(name: "temp")
    print(t.name)
}
scope()
print("after scope")
var r: Animal = Animal(name: "one")
r = Animal(name: "two")
print("end")
class Node { var value = 0; weak var parent: Node?; var child: Node? }
var root: Node? = Node()
let kid = Node()
kid.parent = root
print(kid.parent === root)
root = nil
print(kid.parent == nil)
print(c)
