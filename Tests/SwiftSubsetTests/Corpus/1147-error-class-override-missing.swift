class Animal {
    func speak() { print("...") }
}
class Cat: Animal {
    func speak() { print("meow") }
}
