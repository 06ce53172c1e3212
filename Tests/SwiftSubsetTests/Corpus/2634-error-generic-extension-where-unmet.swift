struct Stack<Element> { var items: [Element] }
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool { items.last == item }
}
struct Token {}
let s = Stack(items: [Token()])
print(s.isTop(Token()))
