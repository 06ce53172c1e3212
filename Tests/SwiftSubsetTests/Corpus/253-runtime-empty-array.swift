let empty: [String] = []
print(empty[0])
