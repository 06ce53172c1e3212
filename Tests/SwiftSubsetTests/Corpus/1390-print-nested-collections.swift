let grid = [[1, 2], [3]]
print(grid)
let words = [["a"], [], ["b", "c"]]
print(words)
let d = ["k": [1, 2]]
print(d)
let o: [Int?] = [1, nil]
print(o)
