let t = (1, (2.5, "x"), [3, 4])
print(t)
print(t.1.1)
let pairs = [(1, "one"), (2, "two")]
print(pairs)
debugPrint((name: "a", n: 1))
