let square: (Int) -> Int = { x in x * x }
let add = { (a: Int, b: Int) in a + b }
print(square(9), add(2, 3))
