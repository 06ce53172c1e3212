// A plain assignment through a setter runs only the setter (no getter); a compound one runs the
// getter, then the setter. The target's subscripts are evaluated before the new value, for
// arrays, dictionaries and custom subscripts alike.
struct Row {
    var cells = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { print("get", i); return cells[i] }
        set { print("set", i, newValue); cells[i] = newValue }
    }
    var first: Int {
        get { print("get first"); return cells[0] }
        set { print("set first"); cells[0] = newValue }
    }
}
func idx() -> Int { print("idx"); return 1 }
func val() -> Int { print("val"); return 5 }
func key() -> String { print("key"); return "k" }

var row = Row()
row[idx()] = val()
row[idx()] += val()
row.first = 7
row.first -= 2
print(row.cells)

var list = [1, 2, 3]
list[idx()] = val()
list[idx()] += val()
var counts = ["k": 1]
counts[key(), default: 0] += val()
counts[key()] = val()
print(list, counts)

var rows = [Row(), Row()]
rows[idx()][2] = val()
print(rows[1].cells)
