let words = ["pear", "fig", "banana", "kiwi"]
print(words.sorted { $0.count < $1.count })
print(words.sorted(by: { $0 > $1 }))
var scores = [70, 95, 80]
scores.sort(by: >)
print(scores)
scores.sort { $0 < $1 }
print(scores)
