let name: String? = "ana"
print(name.uppercased())
