// Extensions: computed properties, initializers, methods, mutating methods, subscripts, nested types
extension Double {
    var km: Double { self * 1_000.0 }
    var cm: Double { self / 100.0 }
}
print(2.5.km, 42.0.cm + 3.km)
struct Sz { var w = 0.0, h = 0.0 }
struct Pt { var x = 0.0, y = 0.0 }
struct Box { var origin = Pt(), size = Sz() }
extension Box {
    init(center: Pt, size: Sz) { self.init(origin: Pt(x: center.x - size.w / 2, y: center.y - size.h / 2), size: size) }
}
print(Box(center: Pt(x: 5, y: 5), size: Sz(w: 4, h: 2)).origin)
extension Int {
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
    mutating func square() { self = self * self }
    subscript(digit i: Int) -> Int { var base = 1; for _ in 0..<i { base *= 10 }; return (self / base) % 10 }
    enum Sign { case neg, zero, pos }
    var sign: Sign { self > 0 ? .pos : self == 0 ? .zero : .neg }
}
3.times { print("hop", terminator: " ") }
print()
var n = 7; n.square(); print(n)
print(746381295[digit: 0], 746381295[digit: 5], 12[digit: 4])
print([-3, 0, 8].map { $0.sign })
extension String { func shout() -> String { uppercased() + "!" } ; var wordCount: Int { split(separator: " ").count } }
print("hi there".shout(), "a b  c".wordCount)
protocol Describable { var blurb: String { get } }
extension Sz: Describable { var blurb: String { "\(w)x\(h)" } }
print(Sz(w: 2, h: 3).blurb)
