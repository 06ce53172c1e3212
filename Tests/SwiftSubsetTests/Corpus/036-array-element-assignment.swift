var scores = [10, 20, 30]
scores[1] = 25
scores[0] += 5
print(scores)
