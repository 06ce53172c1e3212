let fruits = ["apple", "banana"]
print(fruits)
print(fruits[1])
print("I like \(fruits[0])")
