// Static requirements: a type method and type properties every conforming type provides.
protocol Unit {
    static var symbol: String { get }
    static var perBase: Double { get }
    static func describe(_ amount: Double) -> String
    init(amount: Double)
    var amount: Double { get }
}

struct Meters: Unit {
    static let symbol = "m"
    static var perBase: Double { 1 }
    static func describe(_ amount: Double) -> String { "\(amount) \(symbol)" }
    var amount: Double
}

struct Feet: Unit {
    static var symbol: String { "ft" }
    static let perBase = 0.3048
    static func describe(_ amount: Double) -> String { "\(amount)\(Self.symbol)" }
    let amount: Double
    init(amount: Double) { self.amount = amount }
}

func inBase<U: Unit>(_ value: U) -> Double { value.amount * U.perBase }
func convert<From: Unit, To: Unit>(_ value: From) -> To {
    To(amount: inBase(value) / To.perBase)
}
func label<U: Unit>(_ value: U) -> String { U.describe(value.amount) }

let run = Feet(amount: 1000)
print(label(run), inBase(run))
let m: Meters = convert(run)
print(label(m), Meters.symbol, Feet.symbol)

// A settable static requirement, met by a static var.
protocol Counted {
    static var made: Int { get set }
    static func make() -> Self
}

struct Token: Counted {
    static var made = 0
    let serial: Int
    static func make() -> Token {
        made += 1
        return Token(serial: made)
    }
}

enum Coin: Counted {
    case heads, tails
    static var made = 0
    static func make() -> Coin {
        made += 1
        return made % 2 == 0 ? .heads : .tails
    }
}

func batch<T: Counted>(_ n: Int, like sample: T) -> [T] {
    var out: [T] = []
    for _ in 0..<n { out.append(T.make()) }
    T.made += 100
    return out
}

print(batch(3, like: Token(serial: 0)).map { $0.serial }, Token.made)
print(batch(2, like: Coin.heads), Coin.made)

// `Self` inside a struct names the struct.
struct Grid {
    static let side = 3
    var cells: [Int]
    static func empty() -> Self { Self(cells: Array(repeating: 0, count: side * side)) }
    func count() -> Int { cells.count / Self.side }
}
print(Grid.empty().count())
