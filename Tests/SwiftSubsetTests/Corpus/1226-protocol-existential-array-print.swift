protocol Animal { func sound() -> String }
struct Dog: Animal { func sound() -> String { "woof" } }
struct Cat: Animal { func sound() -> String { "meow" } }
let zoo: [Animal] = [Dog(), Cat(), Dog()]
print(zoo.map { $0.sound() }.joined(separator: " "))
