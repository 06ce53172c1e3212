loop_total = 0
for i in range(10_000_000):
    loop_total += i % 7
print(loop_total)
