struct S { var y = 1 }
let s: S? = S()
s! = S()
