var x: Int8 = 127
x += 1
print(x)
