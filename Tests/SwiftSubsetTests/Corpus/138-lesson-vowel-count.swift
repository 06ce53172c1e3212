let sentence = "Swift is fun"
var count = 0
for ch in sentence {
    if ch == "a" || ch == "e" || ch == "i" || ch == "o" || ch == "u" {
        count += 1
    }
}
print(count)
