protocol Named { var name: String { get set } }
struct A: Named { var name: String }
func rename(_ x: inout Named) { x.name = "renamed" }
var a: Named = A(name: "a")
rename(&a)
print(a.name)
var list: [Named] = [A(name: "b")]
list[0].name += "!"
print(list[0].name)
