protocol Priced { var price: Int { get } }
struct Book: Priced { var price: Int }
extension Array where Element: Priced {
    var totalPrice: Int { reduce(0) { $0 + $1.price } }
}
print([Book(price: 5), Book(price: 7)].totalPrice)
