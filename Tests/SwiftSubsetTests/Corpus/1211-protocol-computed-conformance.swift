protocol Titled {
    var title: String { get }
}
class Boat: Titled {
    var port: String?
    var name: String
    init(name: String, port: String? = nil) {
        self.name = name
        self.port = port
    }
    var title: String {
        return name + (port != nil ? " of " + port! : "")
    }
}
let ferry = Boat(name: "Marit", port: "Bergen")
print(ferry.title)
