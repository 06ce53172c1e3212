enum AgeError: Error { case negative }
struct Person {
    var age: Int
    init(age: Int) throws {
        if age < 0 { throw AgeError.negative }
        self.age = age
    }
}
let p = try Person(age: 3)
print(p.age)
let q = try? Person(age: -1)
print(q == nil)
