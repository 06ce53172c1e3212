let p: (Int, String) = ("one", 1)
print(p)
