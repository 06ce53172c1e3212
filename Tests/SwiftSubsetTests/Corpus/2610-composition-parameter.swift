protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged {
    var name: String
    var age: Int
}
func greet(_ someone: Named & Aged) {
    print("\(someone.name) is \(someone.age)")
}
greet(Person(name: "Mia", age: 30))
