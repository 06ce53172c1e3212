class Node { var value: Int; var next: Node?
  deinit { if value % 50000 == 0 { print("node \(value) freed") } }
  init(_ v: Int, _ n: Node?) { value = v; next = n } }
var head: Node? = nil
for i in 0..<200000 { head = Node(i, head) }
print(head!.value)
head = nil
print("freed")
