var stock: [String: Int] = [:]
print(stock.isEmpty)
stock["apples"] = 3
stock["apples"] = 5
print(stock["apples"] ?? 0)
print(stock.count)
stock["apples"] = nil
print(stock.count)
