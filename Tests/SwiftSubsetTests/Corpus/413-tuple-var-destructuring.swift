var (x, y) = (1, 2)
x += 10
y *= 3
print(x, y)
(x, y) = (y, x)
print(x, y)
