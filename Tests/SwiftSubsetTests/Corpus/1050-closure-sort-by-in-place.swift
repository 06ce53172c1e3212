var words = ["pear", "fig", "banana"]
words.sort(by: { $0.count < $1.count })
print(words)
