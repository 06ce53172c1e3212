func coldestAndWarmest(_ temperatures: [Int]) -> (coldest: Int, warmest: Int)? {
    if temperatures.isEmpty { return nil }
    var low = temperatures[0]
    var high = temperatures[0]
    for t in temperatures[1..<temperatures.count] {
        low = min(low, t)
        high = max(high, t)
    }
    return (low, high)
}
if let range = coldestAndWarmest([12, -4, 7, 19, 0, 15]) {
    print("coldest \(range.coldest), warmest \(range.warmest)")
}
print(coldestAndWarmest([]) == nil)
