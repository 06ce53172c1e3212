protocol Named {
    init(name: String)
    var name: String { get }
}
struct Pet: Named {
    var name: String
}
func makeSeveral<T: Named>(like sample: T, names: [String]) -> [T] {
    names.map { T(name: $0) }
}
let pets = makeSeveral(like: Pet(name: "x"), names: ["Rex", "Tom"])
print(pets.map(\.name))
