class Pilot {
    let name: String
    init(name: String) { self.name = name }
    var glider: Glider?
    deinit { print("pilot \(name) has left") }
}
class Glider {
    let tail: String
    init(tail: String) { self.tail = tail }
    weak var flownBy: Pilot?
    deinit { print("glider \(tail) scrapped") }
}
var ines: Pilot? = Pilot(name: "Ines")
var g7: Glider? = Glider(tail: "G-7")
ines!.glider = g7
g7!.flownBy = ines
ines = nil
print(g7!.flownBy == nil)
g7 = nil
