let size = (w: 1, h: 2)
print(size.width)
