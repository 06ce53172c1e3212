let points = [(0, 1), (2, 0), (0, 5)]
for case (0, let y) in points {
    print("y-axis point at", y)
}
