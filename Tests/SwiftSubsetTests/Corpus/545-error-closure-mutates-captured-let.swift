let limit = 3
let c = { limit += 1 }
c()
