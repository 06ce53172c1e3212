let half = 1..<5
let closed = 1...3
print(half)
print(closed)
print(half.count, closed.count)
