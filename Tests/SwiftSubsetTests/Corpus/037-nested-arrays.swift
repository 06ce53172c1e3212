let grid = [[1, 2], [3, 4, 5]]
print(grid)
print(grid[1][2])
print(grid.count, grid[1].count)
