class Node {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}
var a: Node? = Node(name: "x")
var b = a
a = nil
print("a cleared")
b = nil
print("b cleared")
