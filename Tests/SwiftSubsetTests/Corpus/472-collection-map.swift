let prices = [2, 5, 10]
let doubled = prices.map { $0 * 2 }
let labels = prices.map { "$\($0)" }
print(doubled)
print(labels)
print((1...3).map { $0 * $0 })
