let line = "a b c d"
print(line.split(separator: " ", maxSplits: 1))
print(line.split(separator: " ", maxSplits: 2).count)
