protocol Named {
    init(name: String)
    var name: String { get }
}
class Pet: Named {
    let name: String
    required init(name: String) { self.name = name }
}
print(Pet(name: "Fido").name)
