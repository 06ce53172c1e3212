let total = 10
total += 5
