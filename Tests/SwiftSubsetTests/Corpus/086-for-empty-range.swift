for i in 0..<0 {
    print(i)
}
print("none")
