protocol Named {
    init(name: String)
}
final class Pet: Named {
    let name: String
    init(name: String) { self.name = name }
}
class Toy: Named {
    let name: String
    required init(name: String) { self.name = name }
}
print(Pet(name: "Rex").name, Toy(name: "Ball").name)
