// Opaque and Boxed Types: some return types, any existentials, boxed arrays of protocol values
protocol Drawing { func draw() -> String }
struct Line: Drawing { var n: Int; func draw() -> String { String(repeating: "-", count: n) } }
struct Flip<T: Drawing>: Drawing { var inner: T; func draw() -> String { String(inner.draw().reversed()) } }
struct Join: Drawing { var parts: [any Drawing]; func draw() -> String { parts.map { $0.draw() }.joined(separator: "|") } }
func makeLine(_ n: Int) -> some Drawing { Line(n: n) }
func framed(_ d: some Drawing) -> String { "[" + d.draw() + "]" }
let l = makeLine(3)
print(l.draw(), framed(l), framed(Line(n: 1)))
let boxes: [any Drawing] = [Line(n: 2), Flip(inner: Line(n: 1)), Join(parts: [Line(n: 1), Line(n: 2)])]
for b in boxes { print(b.draw()) }
func choose(_ long: Bool) -> any Drawing { long ? Line(n: 5) : Join(parts: []) }
print(choose(true).draw(), choose(false).draw().isEmpty)
protocol Shape { var area: Int { get } }
struct Sq: Shape { var s: Int; var area: Int { s * s } }
func biggest(_ xs: [any Shape]) -> Int { xs.map(\.area).max() ?? 0 }
print(biggest([Sq(s: 2), Sq(s: 5)]))
