let step = 0
for i in stride(from: 0, to: 10, by: step) {
    print(i)
}
