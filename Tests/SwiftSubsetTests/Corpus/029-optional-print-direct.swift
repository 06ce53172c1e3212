let score: Int? = 7
print(score)
print(score ?? 0)
