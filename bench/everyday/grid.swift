// Nested loops over a 2D array: Game of Life generations and a prefix-sum table.
let n = 50
let side = 48
var grid = Array(repeating: Array(repeating: 0, count: side), count: side)
var seed = 9
for y in 0..<side {
    for x in 0..<side {
        seed = (seed * 1103515245 + 12345) % 2147483648
        grid[y][x] = seed % 3 == 0 ? 1 : 0
    }
}
for _ in 0..<n {
    var next = Array(repeating: Array(repeating: 0, count: side), count: side)
    for y in 0..<side {
        for x in 0..<side {
            var alive = 0
            for dy in -1...1 {
                for dx in -1...1 where dy != 0 || dx != 0 {
                    let yy = (y + dy + side) % side
                    let xx = (x + dx + side) % side
                    alive += grid[yy][xx]
                }
            }
            if alive == 3 || (alive == 2 && grid[y][x] == 1) { next[y][x] = 1 }
        }
    }
    grid = next
}
var sums = Array(repeating: Array(repeating: 0, count: side + 1), count: side + 1)
for y in 0..<side {
    for x in 0..<side {
        sums[y + 1][x + 1] = grid[y][x] + sums[y][x + 1] + sums[y + 1][x] - sums[y][x]
    }
}
var best = 0
for y in 0...(side - 8) {
    for x in 0...(side - 8) {
        best = max(best, sums[y + 8][x + 8] - sums[y][x + 8] - sums[y + 8][x] + sums[y][x])
    }
}
print(sums[side][side], best, grid[side / 2].reduce(0, +))
