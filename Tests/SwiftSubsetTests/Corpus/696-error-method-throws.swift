enum StackError: Error { case empty }
struct Stack {
    var items: [Int] = []
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() throws -> Int {
        guard let last = items.popLast() else { throw StackError.empty }
        return last
    }
}
var s = Stack()
s.push(1)
do {
    print(try s.pop())
    print(try s.pop())
} catch {
    print("stack error: \(error)")
}
