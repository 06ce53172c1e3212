// reverse() and popLast() take no arguments; sort(by:) needs its label.
var a = [3, 1, 2]
a.reverse(1)
print(a)
