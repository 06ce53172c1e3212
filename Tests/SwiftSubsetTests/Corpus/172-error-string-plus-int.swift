let age = 30
let s = "Age: " + age
