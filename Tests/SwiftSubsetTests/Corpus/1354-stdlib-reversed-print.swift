let r = [1, 2, 3].reversed()
print(Array(r))
print(String("abc".reversed()))
