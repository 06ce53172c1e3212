let ages = ["Ann": 30, "Bob": 12]
let adults = ages.filter { $0.value >= 18 }
print(adults)
