// Static members of a class reach its subclasses, whether declared in the
// class or in an extension written after the subclass.
class Counter {
    static var total = 0
    static func bump() { total += 1 }
    class func name() -> String { "counter" }
}
class Tally: Counter {
    override class func name() -> String { "tally" }
}
final class Score: Tally {}
extension Counter {
    static var doubled: Int { total * 2 }
    static func reset() { total = 0 }
}
Tally.bump()
Score.bump()
Counter.bump()
print(Counter.total, Tally.total, Score.total)
print(Score.doubled)
print(Counter.name(), Tally.name(), Score.name())
Score.reset()
print(Counter.total)
