class Animal {
    var sound: String { "..." }
    func speak() { print(sound) }
}
class Cow: Animal {
    override var sound: String { "Moo" }
}
Cow().speak()
Animal().speak()
