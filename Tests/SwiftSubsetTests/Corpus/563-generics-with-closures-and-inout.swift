func apply<T>(_ xs: [T], _ f: (T) -> T) -> [T] { xs.map(f) }
print(apply([1, 2]) { $0 * 10 })
func pairUp<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pairUp(1, "x"))
func swapValues<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var p = "a", q = "b"
swapValues(&p, &q)
print(p, q)
