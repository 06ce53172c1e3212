struct P { var y = 0 }
var p: P? = P()
p.y = 4
