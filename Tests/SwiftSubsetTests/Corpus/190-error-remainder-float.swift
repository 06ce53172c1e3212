let f: Float = 5
print(f % 2)
