let flag = true
let v = flag ? 1 : "one"
