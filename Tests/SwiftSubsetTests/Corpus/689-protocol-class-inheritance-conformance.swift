protocol Speaker {
    func speak() -> String
}
class Animal: Speaker {
    func speak() -> String { "..." }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
let speakers: [Speaker] = [Animal(), Dog()]
for s in speakers { print(s.speak()) }
