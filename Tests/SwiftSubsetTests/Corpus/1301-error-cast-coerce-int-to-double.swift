let a: Int = 3
let d = a as Double
