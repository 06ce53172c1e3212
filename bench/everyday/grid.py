# Nested loops over a 2D list: Game of Life generations and a prefix-sum table.
n = 50
side = 48
grid = [[0] * side for _ in range(side)]
seed = 9
for y in range(side):
    for x in range(side):
        seed = (seed * 1103515245 + 12345) % 2147483648
        grid[y][x] = 1 if seed % 3 == 0 else 0
for _ in range(n):
    nxt = [[0] * side for _ in range(side)]
    for y in range(side):
        for x in range(side):
            alive = 0
            for dy in range(-1, 2):
                for dx in range(-1, 2):
                    if dy != 0 or dx != 0:
                        yy = (y + dy + side) % side
                        xx = (x + dx + side) % side
                        alive += grid[yy][xx]
            if alive == 3 or (alive == 2 and grid[y][x] == 1):
                nxt[y][x] = 1
    grid = nxt
sums = [[0] * (side + 1) for _ in range(side + 1)]
for y in range(side):
    for x in range(side):
        sums[y + 1][x + 1] = grid[y][x] + sums[y][x + 1] + sums[y + 1][x] - sums[y][x]
best = 0
for y in range(side - 7):
    for x in range(side - 7):
        best = max(best, sums[y + 8][x + 8] - sums[y][x + 8] - sums[y + 8][x] + sums[y][x])
print(sums[side][side], best, sum(grid[side // 2]))
