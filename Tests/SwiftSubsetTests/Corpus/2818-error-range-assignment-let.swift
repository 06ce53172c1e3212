let list = [1, 2, 3]
list[0...1] = [5]
print(list)
