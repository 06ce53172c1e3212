// Protocols: protocol extensions, default implementations, constrained extensions, inheritance, composition, checking
protocol Shape { var area: Double { get }; var name: String { get } }
extension Shape { var name: String { "shape" }; func describe() -> String { "\(name) with area \(area)" } }
struct Sq: Shape { var s: Double; var area: Double { s * s }; var name: String { "square" } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
print(Sq(s: 2).describe(), Circle(r: 1).describe())
protocol Aged { var age: Int { get } }
protocol Named { var name: String { get } }
struct Kid: Named, Aged { var name: String; var age: Int }
func wish(_ x: Named & Aged) { print("happy \(x.age), \(x.name)") }
wish(Kid(name: "Mo", age: 7))
protocol Scored { var score: Int { get } }
extension Array where Element: Scored { var best: Int { map(\.score).max() ?? 0 } }
struct Run: Scored { var score: Int }
print([Run(score: 3), Run(score: 9)].best)
protocol Pretty: CustomStringConvertible { var pretty: String { get } }
extension Pretty { var pretty: String { "~\(description)~" } }
struct Coin: Pretty { var description: String { "coin" } }
print(Coin().pretty, Coin())
let items: [Any] = [Sq(s: 1), Kid(name: "a", age: 1), 3]
for i in items { if let s = i as? Shape { print("shape", s.area) } else if i is Named { print("named") } else { print("other") } }
protocol Opt { func must() -> Int }
extension Opt { func maybe() -> Int { must() * 2 } }
struct O: Opt { func must() -> Int { 5 } }
print(O().maybe())
struct Pair: Equatable, Hashable, Comparable { var a: Int, b: Int
    static func < (l: Pair, r: Pair) -> Bool { (l.a, l.b) < (r.a, r.b) } }
print(Pair(a: 1, b: 2) == Pair(a: 1, b: 2), [Pair(a: 2, b: 0), Pair(a: 1, b: 5)].sorted(), Set([Pair(a: 1, b: 1), Pair(a: 1, b: 1)]).count)
