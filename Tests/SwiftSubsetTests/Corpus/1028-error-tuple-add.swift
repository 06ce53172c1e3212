let a = (1, 2)
let b = a + a
