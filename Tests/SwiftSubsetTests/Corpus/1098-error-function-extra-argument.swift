func square(_ x: Int) -> Int { x * x }
print(square(2, 3))
