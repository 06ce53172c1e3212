// Basic Operators: arithmetic, remainder, compound, comparison, ternary, nil-coalescing, ranges, logic
let a = 17, b = 5
print(a / b, a % b, -a % b, a % -b, -(-a))
var total = 10
total -= 3; total *= 4; total /= 3; total %= 5
print(total)
print((1, "zebra") < (2, "apple"), (3, "b") < (3, "a"), ("x", true) == ("x", true))
let heading = 45
print(heading > 90 ? "steep" : "gentle")
let chosen: String? = nil
let fallback = "default"
print(chosen ?? fallback)
for i in 1...3 { print(i, terminator: " ") }
print()
let names = ["ana", "bo", "cy", "di"]
for n in names[1...] { print(n, terminator: ",") }
print()
for n in names[..<2] { print(n, terminator: ";") }
print()
let door = true, code = false, key = true
if door && (code || key) { print("open") }
print(!door || key)
print(7.5.truncatingRemainder(dividingBy: 2))
