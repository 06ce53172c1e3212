protocol Named {
    init(name: String)
}
class Pet: Named {
    let name: String
    init(name: String) { self.name = name }
}
print(Pet(name: "Rex").name)
