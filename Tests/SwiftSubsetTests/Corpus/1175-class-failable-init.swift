class Document {
    var name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
print(Document(name: "") == nil)
print(Document(name: "a")?.name ?? "none")
