protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func greetTwice() -> String { greet() + " " + greet() }
}
struct English: Greeter { var name: String }
struct Korean: Greeter {
    var name: String
    func greet() -> String { "안녕, \(name)" }
}
let people: [Greeter] = [English(name: "Ann"), Korean(name: "Minsu")]
for p in people { print(p.greet()) }
print(English(name: "Bo").greetTwice())
