let name: String? = "keylab"
let length: Int = name?.count
print(length)
