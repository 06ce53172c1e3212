let n = -5
print(UInt(n))
