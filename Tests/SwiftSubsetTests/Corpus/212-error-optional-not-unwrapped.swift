let a: Int? = 1
print(a + 1)
