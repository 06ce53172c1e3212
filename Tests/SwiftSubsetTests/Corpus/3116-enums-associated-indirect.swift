// Enumerations: associated values, extraction, indirect (recursive) enums
enum Code {
    case digits(Int, Int, Int)
    case text(String)
}
var tag = Code.digits(8, 123, 4)
tag = .text("ABC")
for c in [Code.digits(1, 2, 3), tag] {
    switch c {
    case let .digits(a, b, c): print("d", a, b, c)
    case .text(let s): print("t", s)
    }
}
if case .text(let s) = tag, s.count == 3 { print("three letters") }
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    }
}
let expr = Expr.mul(.add(.num(2), .num(3)), .num(4))
print(eval(expr))
enum Tree { case leaf; indirect case node(Tree, Int, Tree) }
func sum(_ t: Tree) -> Int { if case let .node(l, v, r) = t { return sum(l) + v + sum(r) }; return 0 }
print(sum(.node(.node(.leaf, 1, .leaf), 5, .leaf)))
