func averageSpeed(_ laps: Double...) -> Double {
    var sum: Double = 0
    for lap in laps {
        sum += lap
    }
    return sum / Double(laps.count)
}
print(averageSpeed(30, 32, 34, 36))
print(averageSpeed(28.5, 31.25, 40))
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(sum(), sum(4), sum(1, 2, 3))
