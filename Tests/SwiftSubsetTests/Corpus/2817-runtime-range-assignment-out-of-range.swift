var list = [1, 2, 3]
list[1...2] = [5]
print(list)
list[1...5] = [9]
print(list)
