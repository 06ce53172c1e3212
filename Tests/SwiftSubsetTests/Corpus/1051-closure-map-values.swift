let prices = ["apple": 2]
let doubled = prices.mapValues { $0 * 2 }
print(doubled)
