var n = 1
let half = 0.5
n = half
