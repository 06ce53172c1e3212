class Animal {
    let name: String
    init(name: String) { self.name = name }
}
extension Animal {
    func speak() -> String { "\(name) makes a sound" }
}
class Dog: Animal {
    override func speak() -> String { "\(name) barks" }
}
print(Dog(name: "Rex").speak())
