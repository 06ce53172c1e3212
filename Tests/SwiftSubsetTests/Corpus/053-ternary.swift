let age = 20
print(age >= 18 ? "adult" : "minor")
let n = -3
let sign = n > 0 ? "positive" : n < 0 ? "negative" : "zero"
print(sign)
