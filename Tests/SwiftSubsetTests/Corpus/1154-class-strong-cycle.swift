class Owner {
    let name: String
    var dog: Dog?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) freed") }
}
class Dog {
    let name: String
    var owner: Owner?
    init(name: String) { self.name = name }
    deinit { print("dog \(name) freed") }
}
var kai: Owner? = Owner(name: "Kai")
var biscuit: Dog? = Dog(name: "Biscuit")
kai!.dog = biscuit
biscuit!.owner = kai
kai = nil
biscuit = nil
print("neither was freed: they hold each other")
