let words = ["a", "b", "a", "c", "b"]
let unique = Set(words)
print(unique.count)
print(unique.sorted())
print(Set([1, 2]) == Set([2, 1]))
