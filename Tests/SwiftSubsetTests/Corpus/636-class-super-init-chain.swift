class Animal {
    var name: String
    init(name: String) {
        self.name = name
        print("Animal init")
    }
}
class Dog: Animal {
    var breed: String
    init(name: String, breed: String) {
        self.breed = breed
        super.init(name: name)
        print("Dog init")
    }
}
let d = Dog(name: "Rex", breed: "lab")
print(d.name, d.breed)
