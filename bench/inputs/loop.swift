var loopTotal = 0
for i in 0..<10_000_000 {
    loopTotal += i % 7
}
print(loopTotal)
