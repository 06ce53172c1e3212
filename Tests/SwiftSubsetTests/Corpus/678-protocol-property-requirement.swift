protocol Titled {
    var title: String { get }
}
struct Podcast: Titled {
    var title: String
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
let show = Podcast(title: "Night Shift Radio")
let ferry = Boat(name: "Marit", port: "Bergen")
let dinghy = Boat(name: "Pip")
print(show.title)
print(ferry.title)
print(dinghy.title)
