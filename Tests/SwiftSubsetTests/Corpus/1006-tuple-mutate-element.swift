var pair = (name: "Ann", age: 30)
pair.age += 1
pair.name = "Anna"
print(pair.name, pair.age)
