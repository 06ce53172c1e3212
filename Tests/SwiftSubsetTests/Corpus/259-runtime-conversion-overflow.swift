let big = 300
let small = Int8(big)
print(small)
