for i in 1...3 {
    print(i)
}
print(i)
