let ages = [15, 22, 17, 40]
print(ages.contains(where: { $0 >= 18 }))
print(ages.contains { $0 > 60 })
print(ages.allSatisfy { $0 > 10 })
print(ages.allSatisfy { $0 >= 18 })
