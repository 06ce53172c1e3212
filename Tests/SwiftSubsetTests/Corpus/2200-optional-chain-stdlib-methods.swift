// Methods and properties of standard-library values through `?.`.
let s: String? = "swift"
print(s?.uppercased() as Any)
print(s?.count as Any)
print(s?.hasPrefix("sw") as Any)
print(s?.uppercased().lowercased() as Any)
print(s?.first?.isLetter as Any)
if let n = s?.count, n > 3 { print("long:", n) }
let missing: String? = nil
print(missing?.uppercased() as Any)
print(missing?.count ?? 0)
let pair: (Int, String)? = (1, "one")
print(pair?.1.count as Any)
