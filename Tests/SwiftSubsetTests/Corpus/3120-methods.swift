// Methods: instance methods, self, mutating, assigning to self, type methods, discardableResult
class Tally {
    var count = 0
    func add() { count += 1 }
    func add(by n: Int) { count += n }
    func reset() { self.count = 0 }
}
let t = Tally(); t.add(); t.add(by: 5); print(t.count); t.reset(); print(t.count)
struct Spot {
    var x = 0, y = 0
    func isRight(of other: Int) -> Bool { x > other }
    mutating func move(dx: Int, dy: Int) { x += dx; y += dy }
    mutating func jump(to nx: Int) { self = Spot(x: nx, y: y) }
}
var sp = Spot(); sp.move(dx: 2, dy: 3); print(sp, sp.isRight(of: 1)); sp.jump(to: 9); print(sp)
enum Light { case off, low, high
    mutating func next() { switch self { case .off: self = .low; case .low: self = .high; case .high: self = .off } } }
var l = Light.off; l.next(); l.next(); print(l); l.next(); print(l)
struct Levels {
    static var highest = 1
    static func unlock(_ n: Int) { if n > highest { highest = n } }
    static func isOpen(_ n: Int) -> Bool { n <= highest }
    @discardableResult mutating func advance() -> Bool { current += 1; return true }
    var current = 1
}
Levels.unlock(3)
print(Levels.isOpen(2), Levels.isOpen(4))
var lv = Levels(); lv.advance(); print(lv.current)
class Base { class func name() -> String { "base" }; static func tag() -> String { "T" } }
class Sub: Base { override class func name() -> String { "sub" } }
print(Base.name(), Sub.name(), Sub.tag())
