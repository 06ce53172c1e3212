let ages = ["Ana": 30]
print(ages)
print(ages["Ana"] as Any)
print(ages["Bob"] as Any)
print(ages.count)
