let scores = [1, 2]
scores[0] = 5
