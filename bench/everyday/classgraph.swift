// A graph of class instances: a random tree walked recursively and breadth-first, with shared references.
final class Node {
    let id: Int
    var value: Int
    var children: [Node] = []
    var parent: Node?
    init(id: Int, value: Int) {
        self.id = id
        self.value = value
    }
}
let n = 60_000
var nodes: [Node] = []
var seed = 3
for i in 0..<n {
    seed = (seed * 1103515245 + 12345) % 2147483648
    let node = Node(id: i, value: seed % 100)
    if i > 0 {
        let parent = nodes[seed % i]
        parent.children.append(node)
        node.parent = parent
    }
    nodes.append(node)
}
func total(_ node: Node) -> Int {
    var sum = node.value
    for child in node.children { sum += total(child) }
    return sum
}
func depth(_ node: Node) -> Int {
    var d = 0
    var current = node.parent
    while let p = current {
        d += 1
        current = p.parent
    }
    return d
}
var queue = [nodes[0]]
var head = 0
var leaves = 0
while head < queue.count {
    let node = queue[head]
    head += 1
    if node.children.isEmpty { leaves += 1 }
    for child in node.children {
        child.value += node.value % 3
        queue.append(child)
    }
}
var deepest = 0
for node in nodes where node.id % 10 == 0 { deepest = max(deepest, depth(node)) }
print(total(nodes[0]), leaves, deepest, queue.count)
