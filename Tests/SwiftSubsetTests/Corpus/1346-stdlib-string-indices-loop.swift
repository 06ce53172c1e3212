let word = "Swift"
for index in word.indices {
    print("\(word[index]) ", terminator: "")
}
print("")
