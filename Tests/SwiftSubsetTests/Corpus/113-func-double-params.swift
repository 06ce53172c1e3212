func average(_ a: Double, _ b: Double) -> Double {
    return (a + b) / 2
}
print(average(3, 4))
print(average(1.5, 2.5))
