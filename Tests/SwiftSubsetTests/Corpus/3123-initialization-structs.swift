// Initialization: default values, custom inits, labels, optional properties, let in init, delegation
struct Celsius {
    var degrees: Double
    init(fromF f: Double) { degrees = (f - 32) / 1.8 }
    init(fromK k: Double) { degrees = k - 273.15 }
    init(_ c: Double) { degrees = c }
}
print(Celsius(fromF: 212).degrees, Celsius(fromK: 273.15).degrees, Celsius(21).degrees)
class Question {
    let text: String
    var answer: String?
    init(_ text: String) { self.text = text }
    func ask() { print(text) }
}
let q = Question("Tea?"); q.ask(); q.answer = "yes"; print(q.answer ?? "")
struct Sz { var w = 0.0, h = 0.0 }
struct Pt { var x = 0.0, y = 0.0 }
struct Frame {
    var origin = Pt(), size = Sz()
    init() {}
    init(origin: Pt, size: Sz) { self.origin = origin; self.size = size }
    init(center: Pt, size: Sz) {
        self.init(origin: Pt(x: center.x - size.w / 2, y: center.y - size.h / 2), size: size)
    }
}
print(Frame().origin, Frame(center: Pt(x: 4, y: 4), size: Sz(w: 2, h: 6)).origin)
struct Animal {
    let species: String
    init?(species: String) { if species.isEmpty { return nil }; self.species = species }
}
print(Animal(species: "cat")?.species ?? "nil", Animal(species: "") == nil)
enum Unit { case k, c
    init?(symbol: Character) { switch symbol { case "K": self = .k; case "C": self = .c; default: return nil } } }
print(Unit(symbol: "C") as Any, Unit(symbol: "X") as Any)
struct Checker { let cells: [Bool] = { var t = [Bool](); for i in 0..<6 { t.append(i % 2 == 0) }; return t }() }
print(Checker().cells)
