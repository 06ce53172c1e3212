let items = ["a", "b"]
for i in 0..<5 {
    print("item \(i):")
    print(items[i])
}
