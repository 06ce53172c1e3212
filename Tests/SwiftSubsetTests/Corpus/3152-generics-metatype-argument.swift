// Generics: a generic parameter inferred from a metatype argument, with an initializer requirement
protocol Named { init(name: String); var name: String { get } }
class Pet: Named { var name: String; required init(name: String) { self.name = name } }
struct Tag: Named { var name: String }
func make<T: Named>(_ type: T.Type, _ n: String) -> T { T(name: n) }
func many<T: Named>(_ type: T.Type, _ names: [String]) -> [T] { names.map { T(name: $0) } }
print(make(Pet.self, "rex").name, make(Tag.self, "x").name)
print(many(Tag.self, ["a", "b"]).map(\.name))
print(Int.self, String.self == String.self)
