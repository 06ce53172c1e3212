let a: Double = 3
let b: Float = 2
let c: Int = 7
let d: String = "text"
let e: Bool = false
print(a, b, c, d, e)
