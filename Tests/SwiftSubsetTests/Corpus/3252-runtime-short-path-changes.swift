// Changes of a variable itself and through one key, index or unwrap: the subscript is evaluated
// before the right-hand side, as Swift does.
var order: [String] = []
func note(_ s: String, _ v: Int) -> Int { order.append(s); return v }
var counts: [String: Int] = [:]
for w in "to be or not to be".split(separator: " ") { counts[String(w), default: 0] += 1 }
print(counts["to"] ?? 0, counts["be"] ?? 0, counts["or"] ?? 0, counts.count)
var scores: [Int: Int] = [1: 10]
scores[note("key", 1)]! += note("value", 5)
scores[note("new", 2)] = note("assigned", 7)
print(scores[1] ?? 0, scores[2] ?? 0, order)
scores[1] = nil
scores[3] = 30
var maybes: [String: Int?] = ["a": 1]
maybes["a"] = .some(nil)
print(scores.count, scores[1] == nil, scores[3] ?? 0, maybes.count, maybes["a"] as Any)
let twice: (Int) -> Int = { $0 * 2 }
let add: (Int, Int) -> Int = { $0 + $1 }
let plus: (Int, Int) -> Int = (+)
print(twice(note("arg", 21)), add(note("x", 1), note("y", 2)), plus(3, 4), order.suffix(3))
var text = "ab"
text += "cd"
text.append("e")
text.append(contentsOf: "fg")
var letters: [Character] = []
letters.append("x")
letters += ["y", "z"]
print(text, letters)
struct Meter {
    var reading = 0
    mutating func tick(_ n: Int) -> Int { reading += n; return reading }
}
var m = Meter()
print(m.tick(3), m.tick(4), m.reading)
func local() -> String {
    var s = ""
    var n = 1
    for k in 1...4 {
        s += String(k)
        n *= k + 1
    }
    var pair = (0, "")
    pair.0 += 2
    pair.1 += "p"
    var maybe: Int? = 4
    maybe! += 1
    return "\(s) \(n) \(pair) \(maybe ?? 0)"
}
print(local())
var missing: Int? = nil
missing! += 1
print("not reached")
