let grid = [[1, 2], [3, 4], [5, 6]]
outer: for row in grid {
    for value in row {
        if value == 4 { break outer }
        print(value)
    }
}
print("done")
