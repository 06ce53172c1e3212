let big = [Int.max, 1]
print(big.reduce(0, +))
