var total = 0
[1, 2, 3].forEach { total += $0 }
print(total)
