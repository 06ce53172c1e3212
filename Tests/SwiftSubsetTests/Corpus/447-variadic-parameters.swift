func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers {
        total += number
    }
    return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(sum(), sum(4), sum(1, 2, 3))
