struct P { var y = 0 }
var p = P()
p?.y = 3
