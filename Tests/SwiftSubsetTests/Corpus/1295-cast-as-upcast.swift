class Animal {}
class Dog: Animal {}
let d = Dog()
let a = d as Animal
print(type(of: a))
let n = 3 as Double
print(n)
