let x = 5
let y = x > 3 ? x * 2 : x + 100
print(y)
let z = x == 5 ? "five" : "other"
print(z + "!")
print(x > 0 ? 1 : 0 + 10)
