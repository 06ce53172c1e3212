var a = ["a", "b", "c"]
a.swapAt(0, 2)
print(a)
