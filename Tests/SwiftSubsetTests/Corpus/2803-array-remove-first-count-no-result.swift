// removeFirst(2) returns nothing: only removeFirst() gives back the element.
var a = [1, 2, 3]
let first: Int = a.removeFirst(2)
print(first)
