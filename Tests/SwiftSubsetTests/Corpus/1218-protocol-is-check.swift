protocol HasVolume {
    var litres: Double { get }
}
class Bucket: HasVolume {
    let depth: Double
    var litres: Double { 2.5 * depth }
    init(depth: Double) { self.depth = depth }
}
class Broom {
    var bristles: Int
    init(bristles: Int) { self.bristles = bristles }
}
let shed: [AnyObject] = [Bucket(depth: 4.0), Broom(bristles: 300)]
for thing in shed {
    if let container = thing as? HasVolume {
        print("Holds \(container.litres) litres")
    } else {
        print("Holds nothing")
    }
}
