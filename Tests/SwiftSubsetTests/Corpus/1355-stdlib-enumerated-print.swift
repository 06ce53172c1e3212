let letters = ["x", "y"]
for pair in letters.enumerated() {
    print(pair.offset, pair.element)
}
print(Array(letters.enumerated()).count)
