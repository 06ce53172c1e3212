let f: Float = 1
let d: Double = 2
print(f == d)
