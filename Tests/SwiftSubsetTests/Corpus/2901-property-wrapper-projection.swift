// A wrapper with a projected value (`$name`) that reports whether the last write was cut down.
@propertyWrapper
struct Capped {
    private var value: Int
    private let limit: Int
    private(set) var projectedValue: Bool
    var wrappedValue: Int {
        get { value }
        set {
            if newValue > limit {
                value = limit
                projectedValue = true
            } else {
                value = newValue
                projectedValue = false
            }
        }
    }
    init(wrappedValue: Int, limit: Int) {
        self.limit = limit
        value = min(wrappedValue, limit)
        projectedValue = wrappedValue > limit
    }
}

enum Size { case small, large }

struct Tile {
    @Capped(limit: 12) var width: Int = 1
    @Capped(limit: 8) var height: Int = 1

    mutating func resize(to size: Size) -> Bool {
        switch size {
        case .small:
            width = 4
            height = 3
        case .large:
            width = 50
            height = 6
        }
        return $width || $height
    }
}

var tile = Tile()
print(tile.resize(to: .small), tile.width, tile.height)
print(tile.resize(to: .large), tile.width, tile.height)
print(tile.$width, tile.$height)
let big = Tile(width: 40, height: 2)
print(big.width, big.$width, big.height, big.$height)
