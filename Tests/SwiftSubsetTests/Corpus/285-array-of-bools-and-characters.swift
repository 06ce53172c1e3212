let flags = [true, false]
let letters: [Character] = ["a", "b"]
print(flags, letters)
print(type(of: letters))
