class Animal {
    var name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
}
class Dog: Animal {
    override func speak() -> String { "Woof from \(name)" }
}
func introduce(_ a: Animal) { print(a.speak()) }
introduce(Dog(name: "Rex"))
var zoo: [String: Animal] = [:]
zoo["rex"] = Dog(name: "Rex")
if let d = zoo["rex"] as? Dog { print(d.speak()) }
let optionalDog: Dog? = Dog(name: "Fido")
let asAnimal: Animal? = optionalDog
print(asAnimal?.speak() ?? "none")
protocol Describable { func describe() -> String }
extension Dog: Describable { func describe() -> String { "Dog \(name)" } }
let ds: [Describable] = [Dog(name: "A")]
print(ds[0].describe())
if let x = ds[0] as? Dog { print(x.name) }
print(ds[0] is Animal)
struct Wrapper { var items: [Describable] }
let w = Wrapper(items: [Dog(name: "B")])
print(w.items.count, w.items[0].describe())
func make() -> Describable { Dog(name: "C") }
print(make().describe())
