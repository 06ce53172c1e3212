let z = Int.max + 1
print(z)
