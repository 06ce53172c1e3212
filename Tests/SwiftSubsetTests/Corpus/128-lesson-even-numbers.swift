var evens: [Int] = []
for n in stride(from: 2, through: 10, by: 2) {
    evens.append(n)
}
print(evens)
