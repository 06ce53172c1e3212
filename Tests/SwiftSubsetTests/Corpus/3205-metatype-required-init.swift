// Making an instance from a metatype value: the class the value holds at run
// time, with its own initializer and overrides, as a table makes the cell
// class registered with it.
class Tile {
    let id: String
    required init(id: String) {
        self.id = id
        print("Tile.init", id)
    }
    func describe() -> String { "tile \(id)" }
}

final class PhotoTile: Tile {
    var photo = "none"
    required init(id: String) {
        super.init(id: id)
        photo = "loaded"
        print("PhotoTile.init")
    }
    override func describe() -> String { "photo \(id) \(photo)" }
}

class PlainTile: Tile {}

let kinds: [Tile.Type] = [Tile.self, PhotoTile.self, PlainTile.self]
for kind in kinds {
    let tile = kind.init(id: "r")
    print(tile.describe(), type(of: tile))
}

var registry: [String: Any] = [:]
registry["photo"] = PhotoTile.self
registry["name"] = "not a class"
if let kind = registry["photo"] as? Tile.Type {
    print(kind.init(id: "q").describe())
}
print(registry["photo"] is PlainTile.Type, registry["photo"] is Tile.Type, registry["name"] is Tile.Type)

func make(_ kind: Tile.Type, _ id: String) -> Tile { kind.init(id: id) }
print(make(PlainTile.self, "z").describe())
