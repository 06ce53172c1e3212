let add = { (a: Int, b: Int) in a + b }
print(add(a: 1, b: 2))
