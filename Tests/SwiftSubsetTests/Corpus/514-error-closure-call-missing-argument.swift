let add = { (a: Int, b: Int) -> Int in a + b }
print(add(1))
