let zero = 0.0
let inf = 1.0 / zero
print(inf)
print(Int(inf))
