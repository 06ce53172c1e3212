class Exhibit {
    var title: String
    init(title: String) { self.title = title }
}
class Painting: Exhibit {
    var painter: String
    init(title: String, painter: String) {
        self.painter = painter
        super.init(title: title)
    }
}
class Sculpture: Exhibit {
    var material: String
    init(title: String, material: String) {
        self.material = material
        super.init(title: title)
    }
}
let hall = [
    Painting(title: "Harbour at Dusk", painter: "A. Moreau"),
    Sculpture(title: "Seated Hare", material: "bronze"),
    Painting(title: "Orchard in Rain", painter: "L. Varga"),
]
var paintingCount = 0
var sculptureCount = 0
for exhibit in hall {
    if exhibit is Painting {
        paintingCount += 1
    } else if exhibit is Sculpture {
        sculptureCount += 1
    }
}
print("The hall shows \(paintingCount) paintings and \(sculptureCount) sculptures")
for exhibit in hall {
    if let painting = exhibit as? Painting {
        print("Painting: \(painting.title), by \(painting.painter)")
    } else if let sculpture = exhibit as? Sculpture {
        print("Sculpture: \(sculpture.title), in \(sculpture.material)")
    }
}
var crate: [Any] = []
crate.append(0)
crate.append(0.0)
crate.append(17)
crate.append(2.75)
crate.append("label")
crate.append(Painting(title: "Still Life", painter: "K. Ito"))
for item in crate {
    switch item {
    case let whole as Int:
        print("a whole number, \(whole)")
    case let fraction as Double:
        print("a fraction, \(fraction)")
    case is String:
        print("some text")
    case let painting as Painting:
        print("a painting called \(painting.title), by \(painting.painter)")
    default:
        print("something else")
    }
}
let record: [String: Any] = ["room": "East"]
if let r = record["room"] as? String { print(r.count) }
print(record["floor"] as? Int as Any)
print(crate[0] as! Int + 1)
let maybeCount: Int? = 3
crate.append(maybeCount as Any)
print(crate)
let x = crate[1] as! String
