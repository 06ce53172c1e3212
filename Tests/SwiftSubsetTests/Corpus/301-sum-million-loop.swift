var total = 0
for i in 1...1_000_000 {
    total += i
}
print(total)
