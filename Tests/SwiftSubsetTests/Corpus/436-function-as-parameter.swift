func printMathResult(_ mathFunction: (Int, Int) -> Int, _ a: Int, _ b: Int) {
    print("Result: \(mathFunction(a, b))")
}
func addTwoInts(_ a: Int, _ b: Int) -> Int { a + b }
printMathResult(addTwoInts, 3, 5)
printMathResult({ $0 - $1 }, 3, 5)
