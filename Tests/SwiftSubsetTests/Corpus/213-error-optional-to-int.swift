let n: Int = Int("5")
print(n)
