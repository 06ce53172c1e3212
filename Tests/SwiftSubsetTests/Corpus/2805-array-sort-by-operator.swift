// sort(by:) with an operator sorts in place, largest first.
var a = [3, 1, 2]
a.sort(by: >)
print(a)
var b = ["pear", "fig", "apple"]
b.sort()
b.reverse()
print(b, b.popLast() ?? "none")
