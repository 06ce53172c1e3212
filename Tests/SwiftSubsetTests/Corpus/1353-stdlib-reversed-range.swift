for i in (1...3).reversed() {
    print(i)
}
print(Array((0..<4).reversed()))
