let prices = [2.5, 10.0, 7.25]
let lengths = prices.map { $0.count }
print(lengths)
