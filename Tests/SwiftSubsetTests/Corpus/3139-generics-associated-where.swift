// Generics: associated types, constraints on them, generic where clauses, contextual where, subscripts
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntBag: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
func allMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var bag = IntBag(); bag.append(1); bag.append(2)
var st = Stack<Int>(); st.append(1); st.append(2)
print(allMatch(bag, st))
st.append(3)
print(allMatch(bag, st))
extension Stack where Element: Equatable {
    func isTop(_ x: Element) -> Bool { items.last == x }
}
extension Stack {
    func sum() -> Int where Element == Int { items.reduce(0, +) }
}
print(st.isTop(3), st.sum())
