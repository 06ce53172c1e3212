let word = "swift"
print(word[1])
