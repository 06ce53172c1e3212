class Node: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: Node, rhs: Node) -> Bool { lhs.id == rhs.id }
}
let a = Node(id: 1)
let b = Node(id: 1)
print(a == b, a === b)
