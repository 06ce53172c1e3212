class Room {
    var name = "kitchen"
    func describe() -> String { "room \(name)" }
}
class House { var room: Room? }
let h = House()
print(h.room?.describe() ?? "no room")
h.room = Room()
print(h.room?.describe() ?? "no room")
print(h.room?.name ?? "?")
