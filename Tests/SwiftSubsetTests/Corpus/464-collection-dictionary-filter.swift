let stock = ["apple": 0, "pear": 4, "fig": 0]
let available = stock.filter { $0.value > 0 }
print(available)
print(stock.filter { _, count in count == 0 }.count)
