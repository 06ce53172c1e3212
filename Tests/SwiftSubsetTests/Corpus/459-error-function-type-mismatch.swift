func isBig(_ n: Int) -> Bool { n > 10 }
let f: (Int) -> Int = isBig
print(f(3))
