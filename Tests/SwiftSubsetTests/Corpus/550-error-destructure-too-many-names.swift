let t = (1, 2)
let (a, b, c) = t
