func f(_ x: Int) -> Int { x }
let g = f
print(g)
print(g(3))
