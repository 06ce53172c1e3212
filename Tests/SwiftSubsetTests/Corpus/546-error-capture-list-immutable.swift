var v = 1
let c = { [v] in v += 1 }
c()
