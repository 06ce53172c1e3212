// Objects and classes, our own walk-through: tanks in an aquarium shop.
class Tank {
    var fishCount = 0
    func label() -> String {
        return "A tank holding \(fishCount) fish."
    }
}
var tank = Tank()
tank.fishCount = 5
var tankLabel = tank.label()
print(tankLabel)

class ShopTank {
    var fishCount: Int = 0
    var code: String

    init(code: String) {
        self.code = code
    }

    func label() -> String {
        return "Tank \(code) holds \(fishCount) fish."
    }
}

class CubeTank: ShopTank {
    var edge: Double

    init(edge: Double, code: String) {
        self.edge = edge
        super.init(code: code)
        fishCount = 6
    }

    func volume() -> Double {
        return edge * edge * edge
    }

    override func label() -> String {
        return "Cube tank \(code), edge \(edge) m."
    }
}
let cube = CubeTank(edge: 1.1, code: "C1")
print(cube.volume())
print(cube.label(), cube.fishCount)

class LongTank: ShopTank {
    var depth: Double = 0.0

    init(depth: Double, code: String) {
        self.depth = depth
        super.init(code: code)
        fishCount = 10
    }

    var length: Double {
        get {
            return 4.0 * depth
        }
        set {
            depth = newValue / 4.0
        }
    }

    override func label() -> String {
        return "Long tank \(code), depth \(depth) m."
    }
}
var long = LongTank(depth: 0.35, code: "L7")
print(long.length)
long.length = 1.3
print(long.depth)
print(long.label())

class MatchedPair {
    var long: LongTank {
        willSet {
            cube.edge = newValue.depth
        }
    }
    var cube: CubeTank {
        willSet {
            long.depth = newValue.edge
        }
    }
    init(size: Double, code: String) {
        cube = CubeTank(edge: size, code: code)
        long = LongTank(depth: size, code: code)
    }
}
var pair = MatchedPair(size: 0.5, code: "P2")
print(pair.cube.edge, pair.long.depth)
pair.cube = CubeTank(edge: 0.8, code: "P3")
print(pair.long.depth)
pair.long = LongTank(depth: 0.25, code: "P4")
print(pair.cube.edge, pair.cube.code)

let spareTank: CubeTank? = CubeTank(edge: 0.4, code: "S1")
let spareEdge = spareTank?.edge
print(spareEdge as Any)
let missingTank: CubeTank? = nil
print(missingTank?.edge as Any)
