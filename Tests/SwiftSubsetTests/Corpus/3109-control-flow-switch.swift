// Control Flow: switch with intervals, tuples, value bindings, where, compound cases, fallthrough
func describe(_ n: Int) -> String {
    switch n {
    case 0: return "none"
    case 1..<5: return "few"
    case 5...12: return "dozen-ish"
    case _: return "lots"
    }
}
print(describe(0), describe(3), describe(12), describe(99))
func place(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, let y): return "y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal"
    case (-2...2, -2...2): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, -1), (4, 4), (1, -2), (9, 1)] { print(place(p)) }
func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "y": return "sometimes"
    default: return "consonant"
    }
}
print(kind("e"), kind("y"), kind("t"))
var text = "7 is"
switch 7 {
case 2, 3, 5, 7:
    text += " prime and"
    fallthrough
default:
    text += " an integer"
}
print(text)
let point = (2, 5)
switch point {
case (let x, 5), (5, let x): print("five with", x)
default: print("no")
}
