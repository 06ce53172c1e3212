# A graph of class instances: a random tree walked recursively and breadth-first, with shared references.
class Node:
    def __init__(self, id, value):
        self.id = id
        self.value = value
        self.children = []
        self.parent = None

n = 60_000
nodes = []
seed = 3
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    node = Node(i, seed % 100)
    if i > 0:
        parent = nodes[seed % i]
        parent.children.append(node)
        node.parent = parent
    nodes.append(node)

def total(node):
    s = node.value
    for child in node.children:
        s += total(child)
    return s

def depth(node):
    d = 0
    current = node.parent
    while current is not None:
        d += 1
        current = current.parent
    return d

queue = [nodes[0]]
head = 0
leaves = 0
while head < len(queue):
    node = queue[head]
    head += 1
    if not node.children:
        leaves += 1
    for child in node.children:
        child.value += node.value % 3
        queue.append(child)
deepest = 0
for node in nodes:
    if node.id % 10 == 0:
        deepest = max(deepest, depth(node))
print(total(nodes[0]), leaves, deepest, len(queue))
