let a = [1, 2]
let b = [3]
let c = a + b
print(c)
let words = ["hi"] + ["there"]
print(words)
