// Closures: escaping closures, self capture in classes and structs, autoclosures
var pending: [() -> Void] = []
func later(_ f: @escaping () -> Void) { pending.append(f) }
func now(_ f: () -> Void) { f() }
class Box {
    var n = 0
    func run() {
        later { self.n = 100 }
        now { n = 200 }
    }
}
let box = Box()
box.run()
print(box.n)
pending.first?()
print(box.n)
struct Plain {
    var n = 1
    mutating func bump() { now { n += 1 } }
}
var plain = Plain(); plain.bump(); print(plain.n)
var queue = ["a", "b", "c"]
print(queue.count)
let takeFirst = { queue.remove(at: 0) }
print(queue.count)
print(takeFirst(), queue.count)
func serve(_ next: @autoclosure () -> String) { print("serving", next()) }
serve(queue.remove(at: 0))
var providers: [() -> String] = []
func collect(_ p: @autoclosure @escaping () -> String) { providers.append(p) }
collect(queue.remove(at: 0))
print(queue.count)
for p in providers { print(p()) }
print(queue.count)
