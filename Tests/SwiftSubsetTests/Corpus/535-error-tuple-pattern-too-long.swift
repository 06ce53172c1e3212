let t = (1, "one")
let (n, word, extra) = t
print(n, word)
