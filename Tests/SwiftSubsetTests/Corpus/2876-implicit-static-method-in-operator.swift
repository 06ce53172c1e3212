// `.now() + 0.5` where a Clock is expected: the implicit member is the
// expected type's static method, also on the left of an operator.
struct Clock {
    var seconds: Double
    static func now() -> Clock { Clock(seconds: 10) }
    static let zero = Clock(seconds: 0)
}
func + (c: Clock, s: Double) -> Clock { Clock(seconds: c.seconds + s) }
func schedule(at c: Clock) { print("at", c.seconds) }
schedule(at: .now() + 0.5)
schedule(at: .zero + 2)
schedule(at: .now())
