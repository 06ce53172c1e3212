// A generic wrapper that remembers earlier values, and a class wrapper shared by reference.
@propertyWrapper
struct Remembered<Value> {
    private var earlier: [Value] = []
    var wrappedValue: Value {
        didSet { earlier.append(oldValue) }
    }
    var projectedValue: [Value] { earlier }
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
final class Tally {
    var reads = 0
    private var value: Int
    var wrappedValue: Int {
        get {
            reads += 1
            return value
        }
        set { value = newValue }
    }
    var projectedValue: Tally { self }
    init(wrappedValue: Int) { value = wrappedValue }
}

struct Player {
    @Remembered var level: Int = 1
    @Remembered var title: String = "rookie"
    var name: String
}

var p = Player(name: "Mina")
p.level = 2
p.level += 3
p.title = "captain"
print(p.name, p.level, p.$level, p.title, p.$title)

// A copy of a struct copies its wrapper storage too.
var q = p
q.level = 9
print(p.$level.count, q.$level.count)

class Vault {
    @Tally var coins = 100
    @Remembered var owner: String
    init(owner: String) {
        self.owner = owner
        self.owner = owner.uppercased()
    }
    func summary() -> String {
        "\(coins) coins, \(coins) again, read \($coins.reads) times, owners \($owner)"
    }
}
let v = Vault(owner: "li")
v.coins -= 30
print(v.summary())
print(v.owner)
