let lives = 3
print(lives)
lives -= 1
