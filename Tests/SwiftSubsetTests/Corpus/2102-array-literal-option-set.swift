// A struct that is ExpressibleByArrayLiteral, the way UIView.AnimationOptions is written.
struct Options: ExpressibleByArrayLiteral, CustomStringConvertible {
    var rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }
    init(arrayLiteral elements: Options...) {
        var raw = 0
        for e in elements { raw |= e.rawValue }
        self.rawValue = raw
    }
    static let curveEaseOut = Options(rawValue: 1 << 17)
    static let beginFromCurrentState = Options(rawValue: 1 << 2)
    func contains(_ other: Options) -> Bool { rawValue & other.rawValue == other.rawValue }
    var description: String { "Options(rawValue: \(rawValue))" }
}
func animate(options: Options) {
    print(options, options.contains(.curveEaseOut))
}
animate(options: [.curveEaseOut, .beginFromCurrentState])
animate(options: [.beginFromCurrentState])
let both: Options = [.curveEaseOut, .beginFromCurrentState]
print(both.rawValue)
