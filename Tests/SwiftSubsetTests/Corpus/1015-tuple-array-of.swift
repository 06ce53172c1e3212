let scores = [("Ann", 90), ("Bob", 72)]
for (name, score) in scores {
    print(name, score)
}
print(scores[1].0)
