struct Stack<Element> { var items: [Element] }
extension Stack: Equatable where Element: Equatable {}
print(Stack(items: [1, 2]) == Stack(items: [1, 2]))
