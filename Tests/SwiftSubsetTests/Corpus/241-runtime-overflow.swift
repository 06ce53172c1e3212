let big = Int.max
print("before")
let z = big + 1
print(z)
