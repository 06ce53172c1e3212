let size = (width: 10, height: 20)
print(size.depth)
