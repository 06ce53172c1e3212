class Animal: CustomStringConvertible {
    var name: String
    init(name: String) { self.name = name }
    var description: String { "Animal(\(name))" }
}
class Dog: Animal {
    override var description: String { "Dog(\(name))" }
}
let pets: [Animal] = [Animal(name: "generic"), Dog(name: "Rex")]
for p in pets { print(p) }
