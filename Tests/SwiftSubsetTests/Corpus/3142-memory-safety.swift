// Memory Safety: in-out access rules, local copies avoid conflicts
var stepSize = 1
func increment(_ n: inout Int) { n += stepSize }
var other = 5
increment(&other)
print(other)
var copy = stepSize
increment(&copy)
stepSize = copy
print(stepSize)
func balance(_ a: inout Int, _ b: inout Int) { let sum = a + b; a = sum / 2; b = sum - a }
var p1 = 42, p2 = 30
balance(&p1, &p2)
print(p1, p2)
struct Player { var name: String; var health: Int; var energy: Int
    mutating func share(with t: inout Player) { balance(&t.health, &health) } }
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.share(with: &maria)
print(oscar.health, maria.health)
func local() { var pl = Player(name: "x", health: 10, energy: 6); balance(&pl.health, &pl.energy); print(pl.health, pl.energy) }
local()
