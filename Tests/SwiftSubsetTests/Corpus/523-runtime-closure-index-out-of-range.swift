let xs = [1, 2, 3]
let get = { (i: Int) -> Int in xs[i] }
print(get(1))
print(get(5))
