func factorial(_ n: Int) -> Int {
    return n <= 1 ? 1 : n * factorial(n - 1)
}
print(factorial(20))
print(factorial(21))
