struct P { var x = 0; mutating func m() { x = 1 } }
let p: P? = P()
p?.m()
