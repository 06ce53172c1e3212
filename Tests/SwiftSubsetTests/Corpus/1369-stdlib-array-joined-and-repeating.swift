let parts = ["a", "b", "c"]
print(parts.joined())
print(parts.joined(separator: ", "))
print(Array(repeating: 0, count: 3))
print(String(repeating: "ab", count: 2))
