let n = 1
let s = "a"
let t = n + s
