final class Tally {
    var total = 0
    var history: [Int] = []
    func add(_ x: Int, into list: inout [Int]) {
        total += x
        list.append(x)
    }
    func record(_ x: Int) {
        add(x, into: &self.history)
        add(x * 10, into: &history)
    }
}
let t = Tally()
t.record(1)
t.record(2)
print(t.total, t.history)
var mine: [Int] = [0]
t.add(7, into: &mine)
print(mine)
var grid = [[1], [2]]
t.add(5, into: &grid[1])
print(grid)
