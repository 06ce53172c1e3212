let s: Set = [5, 1, 3]
print(s.map { $0 * 2 }.sorted())
print(s.filter { $0 > 1 }.sorted())
print(s.contains { $0 > 4 })
print(s.reduce(0, +))
