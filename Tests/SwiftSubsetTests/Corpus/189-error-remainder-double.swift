let d = 7.5
let r = d % 2
