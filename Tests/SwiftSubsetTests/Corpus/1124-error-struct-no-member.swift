struct Dog { var name: String }
let d = Dog(name: "Rex")
print(d.age)
