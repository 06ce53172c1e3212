// Protocols: property and method requirements, mutating requirements, initializer requirements
protocol FullyNamed { var fullName: String { get } }
struct Person: FullyNamed { var fullName: String }
class Ship: FullyNamed {
    var prefix: String?, name: String
    init(name: String, prefix: String? = nil) { self.name = name; self.prefix = prefix }
    var fullName: String { (prefix.map { $0 + " " } ?? "") + name }
}
print(Person(fullName: "Ada L").fullName, Ship(name: "Fox", prefix: "USS").fullName, Ship(name: "Rowboat").fullName)
protocol RandomSource { func next() -> Double }
class Lcg: RandomSource {
    var last = 42.0
    let m = 139968.0, a = 3877.0, c = 29573.0
    func next() -> Double { last = (last * a + c).truncatingRemainder(dividingBy: m); return last / m }
}
let g = Lcg()
print(g.next(), g.next())
protocol Toggle { mutating func toggle() }
enum Switch: Toggle { case on, off; mutating func toggle() { self = self == .on ? .off : .on } }
var sw = Switch.off; sw.toggle(); print(sw)
protocol Named { init(name: String); var name: String { get set } }
class Pet: Named { var name: String; required init(name: String) { self.name = name } }
struct Tag: Named { var name: String }
func make<T: Named>(_ t: T.Type, _ n: String) -> T { T(name: n) }
print(make(Pet.self, "rex").name, make(Tag.self, "x").name)
protocol Counter { static var unit: String { get }; static func zero() -> Self }
struct Meters: Counter { var v = 0; static var unit: String { "m" }; static func zero() -> Meters { Meters() } }
print(Meters.unit, Meters.zero().v)
