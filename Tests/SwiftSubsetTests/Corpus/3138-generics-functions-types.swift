// Generics: generic functions, generic types, extending a generic type, type constraints
func swapPair<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var s1 = "left", s2 = "right"
swapPair(&s1, &s2)
var d1 = 1.5, d2 = -2.0
swapPair(&d1, &d2)
print(s1, s2, d1, d2)
struct Queue<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.isEmpty ? nil : items.removeFirst() }
}
extension Queue { var front: Element? { items.first } }
var q = Queue<String>()
q.push("a"); q.push("b")
print(q.front ?? "-", q.pop() ?? "-", q.items)
func position<T: Equatable>(of x: T, in xs: [T]) -> Int? {
    for (i, v) in xs.enumerated() where v == x { return i }
    return nil
}
print(position(of: 9.5, in: [1, 9.5]) as Any, position(of: "z", in: ["a"]) as Any)
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest([3, 8, 1]) as Any, largest(["pear", "fig"]) as Any, largest([Int]()) as Any)
struct Pair<A, B> { var first: A; var second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) } }
let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.swapped().second)
func describe<T: CustomStringConvertible>(_ items: [T]) -> String { items.map { $0.description }.joined(separator: "/") }
print(describe([1, 2, 3]))
