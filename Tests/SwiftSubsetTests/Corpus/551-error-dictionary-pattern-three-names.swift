let d = ["a": 1]
for (k, v, w) in d { print(k) }
