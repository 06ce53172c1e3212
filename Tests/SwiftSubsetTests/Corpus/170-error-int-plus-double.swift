let a = 1
let b = 1.5
let c = a + b
