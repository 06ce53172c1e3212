protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
}
struct English: Greeter { var name: String }
struct Pirate: Greeter {
    var name: String
    func greet() -> String { "Ahoy, \(name)" }
}
print(English(name: "Ann").greet())
print(Pirate(name: "Bob").greet())
