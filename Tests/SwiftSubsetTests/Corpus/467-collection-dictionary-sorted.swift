let scores = ["bo": 80, "al": 95, "cy": 70]
for (name, score) in scores.sorted(by: { $0.key < $1.key }) {
    print(name, score)
}
let ranking = scores.sorted { $0.value > $1.value }.map { $0.key }
print(ranking)
print(scores.sorted { $0.key < $1.key }.first!)
