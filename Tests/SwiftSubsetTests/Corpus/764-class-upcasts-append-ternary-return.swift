class Animal { func s() -> String { "a" } }
class Dog: Animal { override func s() -> String { "d" } }
class Cat: Animal { override func s() -> String { "c" } }
var list: [Animal] = []
list.append(Dog())
list.insert(Cat(), at: 0)
list += [Dog()]
var one: Animal = Dog()
one = Cat()
func pick(_ b: Bool) -> Animal { b ? Dog() : Cat() }
print(list.map { $0.s() }, one.s(), pick(true).s(), pick(false).s())
let things: [Any] = [Dog(), 1]
print(things.count)
var opt: Animal? = nil
opt = Dog()
print(opt?.s() ?? "")
let dict: [String: Animal] = ["x": Cat()]
print(dict["x"]!.s())
