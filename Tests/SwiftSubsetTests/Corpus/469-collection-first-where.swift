let temps = [12, 18, 25, 31, 22]
if let hot = temps.first(where: { $0 > 24 }) { print("first hot:", hot) }
if let i = temps.firstIndex(where: { $0 > 24 }) { print("at index", i) }
if let j = temps.lastIndex(where: { $0 > 24 }) { print("last at", j) }
print(temps.first { $0 > 100 } as Any)
