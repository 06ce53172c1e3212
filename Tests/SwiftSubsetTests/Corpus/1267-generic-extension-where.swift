struct Stack<Element> { var items: [Element] }
extension Stack where Element: Equatable {
    func isTop(_ item: Element) -> Bool {
        guard let top = items.last else { return false }
        return top == item
    }
}
print(Stack(items: [1, 2]).isTop(2))
