let any: Any = 5
print(any)
var some = [1, 2, 3]
some.append(4)
print(some.count)
let weak = "w"
var lazy = false
lazy.toggle()
let indirect = 3
let final = indirect * 2
print(weak, lazy, final)
func open(_ name: String) -> String { "opened \(name)" }
print(open("file"))
