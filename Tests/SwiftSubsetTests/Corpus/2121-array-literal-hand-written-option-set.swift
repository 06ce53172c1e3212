// An option set written by hand (no OptionSet protocol): empty literal, insert, union, contains.
struct AnimationOptions: ExpressibleByArrayLiteral, Equatable {
    let rawValue: UInt
    init(rawValue: UInt) { self.rawValue = rawValue }
    init(arrayLiteral elements: AnimationOptions...) {
        var raw: UInt = 0
        for e in elements { raw |= e.rawValue }
        rawValue = raw
    }
    static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    func contains(_ o: AnimationOptions) -> Bool { rawValue & o.rawValue == o.rawValue }
    func union(_ o: AnimationOptions) -> AnimationOptions { AnimationOptions(rawValue: rawValue | o.rawValue) }
    mutating func insert(_ o: AnimationOptions) { self = union(o) }
}
var options: AnimationOptions = []
print(options.rawValue, options.contains(.curveEaseOut))
options.insert(.curveEaseOut)
print(options.rawValue, options.contains(.curveEaseOut))
let curve: UInt = 7
let fromCurve = AnimationOptions(rawValue: curve << 16)
print(fromCurve.union([.beginFromCurrentState]).rawValue)
print(options == [.curveEaseOut], options == [])
func animate(withDuration: Double, options: AnimationOptions = []) { print(withDuration, options.rawValue) }
animate(withDuration: 0.25, options: [.curveEaseOut, .beginFromCurrentState])
animate(withDuration: 0.3)
