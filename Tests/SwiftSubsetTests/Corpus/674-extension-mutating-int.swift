extension Int {
    mutating func double() {
        self = self * 2
    }
}
var stock = 21
stock.double()
stock.double()
print(stock)
