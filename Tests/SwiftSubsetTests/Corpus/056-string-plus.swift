let first = "Tim"
let last = "Cook"
let full = first + " " + last
print(full)
var s = "ab"
s += "cd"
print(s)
