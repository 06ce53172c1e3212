class Node {
    var value: Int
    var children: [Node] = []
    weak var parent: Node?
    init(_ value: Int) { self.value = value }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
    var depth: Int {
        var d = 0
        var p = parent
        while let up = p {
            d += 1
            p = up.parent
        }
        return d
    }
    func total() -> Int {
        children.reduce(value) { $0 + $1.total() }
    }
}
let root = Node(1)
let kid = Node(2)
root.add(kid)
kid.add(Node(3))
print(root.total(), kid.children[0].depth)
print(kid.parent === root, root.parent == nil)
struct Matrix {
    var rows: Int, cols: Int
    var grid: [Double]
    init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: 0.0, count: rows * cols)
    }
    func at(_ r: Int, _ c: Int) -> Double { grid[r * cols + c] }
    mutating func set(_ r: Int, _ c: Int, _ v: Double) { grid[r * cols + c] = v }
}
var m = Matrix(rows: 2, cols: 2)
m.set(0, 1, 1.5)
print(m.at(0, 1), m.grid)
enum Shape {
    case circle(Double)
    case square(Double)
    var area: Double {
        switch self {
        case .circle(let r): return 3.14 * r * r
        case .square(let s): return s * s
        }
    }
}
let shapes: [Shape] = [.circle(1), .square(2)]
print(shapes.map { $0.area }, shapes.reduce(0.0) { $0 + $1.area })
for case .square(let s) in shapes { print("square", s) }
if case .circle(let r) = shapes[0] { print("circle", r) }
