let c: Character = "A"
print(c.asciiValue as Any)
let e: Character = "é"
print(e.asciiValue as Any)
print(Character("7").wholeNumberValue as Any)
print(Character("x").wholeNumberValue as Any)
