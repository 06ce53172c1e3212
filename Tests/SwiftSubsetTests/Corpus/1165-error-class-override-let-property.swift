class Animal {
    let name = "animal"
}
class Dog: Animal {
    override var name: String { "dog" }
}
