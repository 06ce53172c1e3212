func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    return {
        runningTotal += amount
        return runningTotal
    }
}
let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen())
print(incrementByTen())
