let zero = 0.0
print(1.0 / zero)
print(-1.0 / zero)
