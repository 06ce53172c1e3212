let word = "stressed"
var reversed = ""
for ch in word {
    reversed = String(ch) + reversed
}
print(reversed)
