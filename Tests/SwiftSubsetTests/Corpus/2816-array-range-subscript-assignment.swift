var list = ["a", "b", "c", "d", "e", "f", "g", "h"]
list[4...6] = ["x", "y"]
print(list)
list[0..<2] = ["p", "q", "r"]
print(list)
list[...1] = []
print(list)
list[5...] = ["z"]
print(list, list.count)
list[..<0] = ["first"]
print(list)
list[2..<2] = ["m", "n"]
print(list)
let copy = list
list[0...2] = list[3...4]
print(list)
print(copy)
struct Board { var cells = [0, 0, 0, 0, 0] }
var board = Board()
board.cells[1...3] = [7, 8, 9]
print(board.cells)
var grid = [[1, 2, 3], [4, 5, 6]]
grid[1][0..<2] = [0]
print(grid)
var scores = ["ann": [1, 2, 3]]
scores["ann"]![1...] = [9]
print(scores["ann"]!)
