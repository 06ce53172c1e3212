func outer() -> () -> () -> Int {
    var n = 0
    return {
        n += 1
        return {
            n += 100
            return n
        }
    }
}
let f = outer()
let g = f()
print(g(), g())
print(f()())
