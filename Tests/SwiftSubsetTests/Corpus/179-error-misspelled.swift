var count = 0
count += 1
print(coutn)
