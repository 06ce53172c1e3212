let t: (Int, Int)? = (1, 2)
print(t.0)
