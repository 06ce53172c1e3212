// Control Flow: for-in, while, repeat-while, labeled statements, continue/break
let legs = ["ant": 6, "cat": 4]
for (animal, n) in legs.sorted(by: { $0.key < $1.key }) { print(animal, n) }
var power = 1
for _ in 1...5 { power *= 2 }
print(power)
for tick in stride(from: 0, through: 12, by: 4) { print(tick, terminator: " ") }
print()
var square = 0, rolls = 0
while square < 20 { rolls += 1; square += rolls * 2 }
print(square, rolls)
var k = 10
repeat { k -= 3 } while k > 0
print(k)
outer: for i in 1...4 {
    for j in 1...4 {
        if j == 3 { continue outer }
        if i == 3 { break outer }
        print(i, j, terminator: "; ")
    }
}
print()
var digits = ""
for c in "a1b2c3" {
    switch c {
    case "0"..."9": digits.append(c)
    default: continue
    }
}
print(digits)
