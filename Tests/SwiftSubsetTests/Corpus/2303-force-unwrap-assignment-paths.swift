// Assigning through `!`: optional structs, dictionary values, whole values.
struct S { var y = 1 }
var s: S? = S()
s!.y = 4
s!.y += 1
print(s!.y)
var d = ["a": S()]
d["a"]!.y += 2
print(d["a"]!.y)
var t: S? = S()
t! = S(y: 9)
print(t!.y)
var n: Int? = 1
n! += 41
print(n!)
