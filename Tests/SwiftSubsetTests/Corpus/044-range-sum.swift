var total = 0
for i in 1...100 {
    total += i
}
print(total)
