let weight = 70.0
let height = 1.75
let bmi = weight / (height * height)
print(bmi)
print(bmi > 25 ? "over" : "ok")
