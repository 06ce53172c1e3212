// Subscripts with `get` and `set` blocks: assignment, compound assignment, a named setter
// parameter, mutating methods on the returned value, a class (through a `let`), an override,
// index arguments evaluated once, and the getter's own trap.
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
}

var m = Matrix(rows: 2, columns: 2)
m[0, 1] = 1.5
m[1, 0] = 3.2
m[1, 0] += 0.8
m[0, 1] *= 4
print(m.grid)
let copy = m
m[0, 0] = 9
print(copy[0, 0], m[0, 0])

struct Inventory {
    private var stock: [String: [Int]] = [:]
    subscript(item name: String) -> [Int] {
        get { stock[name] ?? [] }
        set(batches) {
            print("set \(name) to \(batches)")
            stock[name] = batches
        }
    }
}
var inv = Inventory()
inv[item: "pens"] = [3]
inv[item: "pens"].append(7)
inv[item: "ink"] += [1, 1]
print(inv[item: "pens"], inv[item: "ink"].count, inv[item: "none"])

class Register {
    var slots = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { slots[i] }
        set { slots[i] = max(0, newValue) }
    }
}
final class LoudRegister: Register {
    override subscript(i: Int) -> Int {
        get { super.slots[i] * 10 }
        set { print("slot \(i) <- \(newValue)"); slots[i] = newValue }
    }
}
let r = Register()
r[1] = -4
r[2] = 6
r[2] -= 1
print(r.slots)
let loud: Register = LoudRegister()
loud[0] = 2
loud[0] += 1
print(loud.slots, loud[0])

var calls = 0
func pick() -> Int { calls += 1; return calls % 3 }
var counters = Register()
counters[pick()] += 5
counters[pick()] = 7
print(counters.slots, "calls:", calls)

var pairs = Matrix(rows: 1, columns: 2)
for k in 0..<2 { pairs[0, k] = Double(k) + 0.5 }
print(pairs[0, 0] + pairs[0, 1])
print(m[2, 0])
