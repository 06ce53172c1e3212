var list: [Int] = []
print(list.isEmpty)
list.append(4)
list.append(5)
list += [6, 7]
print(list)
print(list.count)
