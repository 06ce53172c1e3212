let names = ["a", "b", "c"]
let counts = [1, 2]
print(Array(zip(names, counts)).count)
for (n, c) in zip(names, counts) { print(n, c) }
