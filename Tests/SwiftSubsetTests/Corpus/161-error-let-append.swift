let list = [1, 2]
list.append(3)
