protocol Named {
    init(name: String)
    var name: String { get }
}
struct Tag: Named {
    var name: String
}
struct Label: Named {
    var name: String
    init(name: String) { self.name = name.uppercased() }
}
print(Tag(name: "swift").name, Label(name: "swift").name)
