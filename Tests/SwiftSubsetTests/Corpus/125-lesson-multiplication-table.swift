let n = 7
for i in 1...5 {
    print("\(n) x \(i) = \(n * i)")
}
