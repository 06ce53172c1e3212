// Basic Operators: ranges as values, one-sided ranges, overflow-checked compound assignment
let scores = [55, 72, 91, 38, 80]
let tail = scores[2...]
print(Array(tail), tail.count)
let head = scores[..<2]
print(Array(head))
let through = scores[...1]
print(Array(through))
let window = 1..<4
print(window.count, window.lowerBound, window.upperBound)
let closed = 2...6
print(closed.count, closed.contains(6))
print(scores[window].map { $0 * 2 })
var s = 0
for x in stride(from: 10, to: 0, by: -3) { s += x }
print(s)
