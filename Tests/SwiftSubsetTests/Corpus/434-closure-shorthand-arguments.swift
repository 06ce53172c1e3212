let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
let reversedNames = names.sorted(by: { $0 > $1 })
print(reversedNames)
let lengths = names.map { $0.count }
print(lengths)
