var items = []
print(items)
