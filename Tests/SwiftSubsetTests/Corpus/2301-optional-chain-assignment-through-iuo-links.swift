// Assignments through `a?.b.c.d` where links are `T!` class or struct properties.
struct Inner { var n = 1 }
struct Middle { var inner = Inner(); var list = [1, 2] }
class Leaf { var middle = Middle() }
class Node {
    var leaf: Leaf! = Leaf()
    var middle: Middle! = Middle()
    var next: Node?
}
let root: Node? = Node()
root?.leaf.middle.inner.n = 5
root?.middle.inner.n += 10
root?.leaf.middle.list[1] = 20
root?.next = Node()
root?.next?.leaf.middle.inner.n = 7
print(root!.leaf.middle.inner.n, root!.middle.inner.n, root!.leaf.middle.list, root!.next!.leaf.middle.inner.n)
var maybe: Node? = nil
maybe?.leaf.middle.inner.n = 5
maybe?.middle.inner.n += 1
print(maybe?.leaf.middle.inner.n ?? -1)
let plain = Node()
plain.middle.inner.n = 3
plain.leaf.middle.inner.n *= 4
print(plain.middle.inner.n, plain.leaf.middle.inner.n)
