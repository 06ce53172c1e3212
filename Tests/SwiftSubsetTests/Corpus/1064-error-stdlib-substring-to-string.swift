let word = "keyboard"
let start: String = word.prefix(3)
print(start)
