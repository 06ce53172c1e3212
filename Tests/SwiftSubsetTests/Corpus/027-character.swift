let c: Character = "A"
let smile: Character = "😀"
print(c)
print(smile)
print(c == "A")
