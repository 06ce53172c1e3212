class Animal { var name = "animal" }
class Dog: Animal { func bark() -> String { "Woof" } }
class Cat: Animal {}
let pets: [Animal] = [Dog(), Cat(), Dog()]
var dogs = 0
for p in pets {
    if let d = p as? Dog {
        print(d.bark())
        dogs += 1
    }
}
print(dogs, pets[1] is Cat, pets[1] is Dog)
