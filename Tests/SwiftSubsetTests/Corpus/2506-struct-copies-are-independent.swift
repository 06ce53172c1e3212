// A struct copy shares nothing visible with the original: changes through one never show in the other.
struct Point {
    var x: Int
    var y: Int
    var tags: [String] = []
    mutating func move(by d: Int) { x += d; y += d }
}
var a = Point(x: 1, y: 2)
var b = a
b.x = 10
b.tags.append("b")
var list = [a, b, a]
list[2].move(by: 5)
let frozen = list
list[0].y = -1
print(a, b)
print(list.map { ($0.x, $0.y) }, frozen.map { ($0.x, $0.y) })
var grid = [[a]]
grid[0][0].x += 7
print(grid[0][0].x, a.x)
