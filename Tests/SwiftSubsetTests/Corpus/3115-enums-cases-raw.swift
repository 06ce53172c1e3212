// Enumerations: cases, switch, CaseIterable, raw values (implicit and explicit), failable init from raw
enum Direction: CaseIterable { case north, east, south, west }
var heading = Direction.east
heading = .west
switch heading {
case .north, .south: print("vertical")
case .east, .west: print("horizontal")
}
print(Direction.allCases.count, Direction.allCases.map { "\($0)" })
enum Planet: Int { case mercury = 1, venus, earth, mars }
print(Planet.earth.rawValue, Planet(rawValue: 4) as Any, Planet(rawValue: 9) as Any)
enum Tone: String { case low, mid = "middle", high }
print(Tone.low.rawValue, Tone.mid.rawValue, Tone(rawValue: "high") == .high)
enum Symbol: Character { case tab = "\t", star = "*" }
print(Symbol.star.rawValue)
if let p = Planet(rawValue: 2) {
    switch p { case .venus: print("second"); default: print("not venus") }
}
