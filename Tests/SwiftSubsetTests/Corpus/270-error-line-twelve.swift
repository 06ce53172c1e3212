let a = 1
let b = 2
let c = 3
let d = 4
let e = 5
let f = 6
let g = 7
let h = 8
let i = 9
let j = 10
print(a + b + c + d + e + f + g + h + i + j)
let k = "x" + 1
