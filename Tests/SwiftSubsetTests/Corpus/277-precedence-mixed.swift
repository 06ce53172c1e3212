let a: Int? = nil
print(a ?? 1 + 2)
print(-2 * 3)
print(2 - -3)
print(1 + 2 == 3 && 2 * 2 == 4 || false)
print(true || false && false)
print(10 - 2 * 3 + 8 / 4 % 3)
