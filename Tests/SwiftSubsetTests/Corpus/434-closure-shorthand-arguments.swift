let rivers = ["Tagus", "Po", "Danube", "Ebro", "Loire"]
let zToA = rivers.sorted(by: { $0 > $1 })
print(zToA)
let lengths = rivers.map { $0.count }
print(lengths)
