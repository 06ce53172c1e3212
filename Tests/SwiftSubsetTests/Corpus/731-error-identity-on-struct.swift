struct P { var x = 0 }
let a = P()
let b = P()
print(a === b)
