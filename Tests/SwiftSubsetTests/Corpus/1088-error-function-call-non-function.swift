let score = 5
score()
