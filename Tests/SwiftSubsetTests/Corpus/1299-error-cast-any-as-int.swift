let x: Any = 1
let n = x as Int
