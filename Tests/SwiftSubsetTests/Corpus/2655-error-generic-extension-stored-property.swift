struct Stack<Element> {
    var items: [Element] = []
}
extension Stack {
    var limit = 10
}
let s = Stack<Int>()
print(s.items)
