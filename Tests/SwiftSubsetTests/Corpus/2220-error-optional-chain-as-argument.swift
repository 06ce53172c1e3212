func double(_ n: Int) -> Int { n * 2 }
let name: String? = "keylab"
print(double(name?.count))
