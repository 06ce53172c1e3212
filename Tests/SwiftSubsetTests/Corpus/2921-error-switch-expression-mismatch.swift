let count = 4
let word = switch count {
case 1: "one"
case 2: "two"
default: count
}
print(word)
