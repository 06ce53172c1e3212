let prices = ["apple": 2]
let doubled = prices.mapValues { $0 * 2 }
print(doubled)
let labels = prices.mapValues { "$\($0)" }
print(labels["apple"]!)
