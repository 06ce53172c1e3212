var score = 0
score += 10
score += 5
print("Score: \(score)")
