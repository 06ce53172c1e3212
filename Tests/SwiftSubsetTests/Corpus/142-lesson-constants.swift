let maxLives = 3
var lives = maxLives
lives -= 1
print("Lives: \(lives) of \(maxLives)")
