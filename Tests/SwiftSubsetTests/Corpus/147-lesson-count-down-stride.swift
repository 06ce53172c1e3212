for n in stride(from: 3, to: 0, by: -1) {
    print(n)
}
print("Happy New Year!")
