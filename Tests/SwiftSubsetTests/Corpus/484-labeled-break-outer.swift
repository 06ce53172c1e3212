let grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
var found = false
search: for row in grid {
    for value in row {
        if value == 5 {
            found = true
            break search
        }
        print("checked", value)
    }
}
print("found:", found)
