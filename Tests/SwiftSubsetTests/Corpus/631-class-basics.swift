class Person {
    var name: String
    var age: Int
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    func greet() -> String {
        return "Hi, I'm \(name)"
    }
}
let p = Person(name: "Kim", age: 30)
print(p.greet())
print(p.age)
