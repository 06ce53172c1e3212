let n = Int("x")!
print(n)
