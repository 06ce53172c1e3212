protocol Named { var name: String { get } }
protocol Describable: Named {
    func describe() -> String
}
extension Describable {
    func describe() -> String { "This is \(name)" }
}
struct City: Describable { let name: String }
print(City(name: "Seoul").describe())
