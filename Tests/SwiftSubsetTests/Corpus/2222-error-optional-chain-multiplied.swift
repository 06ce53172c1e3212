let name: String? = "keylab"
let twice = name?.count * 2
print(twice)
