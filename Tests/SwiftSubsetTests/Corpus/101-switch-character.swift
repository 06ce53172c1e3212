var vowels = 0
for ch in "education" {
    switch ch {
    case "a", "e", "i", "o", "u":
        vowels += 1
    default:
        break
    }
}
print(vowels)
