class Node {
    weak var parent: Node
    init(parent: Node) { self.parent = parent }
}
