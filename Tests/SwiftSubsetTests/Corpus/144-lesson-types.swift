let name = "Kim"
let age = 31
let height = 1.72
let student = false
print(name, age, height, student)
