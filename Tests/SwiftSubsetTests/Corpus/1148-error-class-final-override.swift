class Animal {
    final func speak() { print("...") }
}
class Cat: Animal {
    override func speak() { print("meow") }
}
