struct Counter {
    var count = 0
    mutating func bump(by f: (Int) -> Int) { count = f(count) }
}
var c = Counter()
c.bump { $0 + 5 }
c.bump(by: { $0 * 2 })
print(c.count)
class Button {
    var onTap: (() -> Void)?
    var title: String
    init(title: String) { self.title = title }
    func tap() { onTap?() }
}
let b = Button(title: "OK")
var taps = 0
b.onTap = { taps += 1; print("tapped", b.title) }
b.tap()
b.tap()
print(taps)
struct Point { var x: Int; var y: Int }
let pts = [Point(x: 3, y: 1), Point(x: 1, y: 2)]
print(pts.sorted { $0.x < $1.x }.map { $0.x })
print(pts.map { ($0.x, $0.y) })
enum Op { case add, mul }
let ops: [Op] = [.add, .mul]
print(ops.map { op -> Int in
    switch op {
    case .add: return 1 + 2
    case .mul: return 2 * 3
    }
})
class Model {
    var items: [Int] = []
    func load(_ done: (Int) -> Void) {
        items = [1, 2, 3]
        done(items.count)
    }
    func run() {
        load { n in
            print("loaded", n, self.items)
        }
    }
}
Model().run()
