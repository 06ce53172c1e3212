struct P { var y = 0 }
let q: P? = P()
q?.y = 1
