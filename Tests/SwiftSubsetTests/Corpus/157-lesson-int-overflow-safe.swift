let x: Int32 = 2_000_000_000
let y = Int64(x) * 2
print(y)
