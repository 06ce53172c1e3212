struct Node {
    var value: Int
    var next: Node
}
