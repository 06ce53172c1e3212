var fact: ((Int) -> Int)?
fact = { n in n <= 1 ? 1 : n * fact!(n - 1) }
print(fact!(10))
func makeFib() -> (Int) -> Int {
    var memo: [Int: Int] = [:]
    func fib(_ n: Int) -> Int {
        if n < 2 { return n }
        if let m = memo[n] { return m }
        let r = fib(n - 1) + fib(n - 2)
        memo[n] = r
        return r
    }
    return fib
}
let fib = makeFib()
print(fib(80))
