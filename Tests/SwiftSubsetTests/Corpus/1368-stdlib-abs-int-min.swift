let n = Int.min + 1
print(abs(n))
print(Int8(-128).magnitude)
