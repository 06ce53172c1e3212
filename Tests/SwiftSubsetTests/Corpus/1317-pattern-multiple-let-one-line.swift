let a = 1, b = 2, c = "x"
var d = 4, e: Double = 5
e += Double(d)
print(a, b, c, d, e)
