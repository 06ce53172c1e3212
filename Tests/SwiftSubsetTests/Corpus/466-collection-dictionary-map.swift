let scores = ["al": 95]
let lines = scores.map { name, score in "\(name): \(score)" }
print(lines)
print(scores.map { $0.value + 1 })
