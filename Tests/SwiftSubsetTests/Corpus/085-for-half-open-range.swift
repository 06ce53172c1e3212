for i in 0..<4 {
    print(i, terminator: " ")
}
print()
