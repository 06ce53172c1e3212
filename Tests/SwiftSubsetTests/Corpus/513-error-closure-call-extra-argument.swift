let square = { (x: Int) -> Int in x * x }
print(square(2, 3))
