let colors = ["red", "green", "blue"]
for i in 0..<colors.count {
    print("\(i + 1). \(colors[i])")
}
