var result = 1
for _ in 1...10 {
    result *= 2
}
print(result)
