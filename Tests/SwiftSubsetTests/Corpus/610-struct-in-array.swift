struct Item {
    var name: String
    var price: Int
}
var cart = [Item(name: "apple", price: 3), Item(name: "pear", price: 4)]
cart[1].price = 10
cart.append(Item(name: "fig", price: 2))
var total = 0
for item in cart {
    total += item.price
}
print(total)
print(cart[1])
print(cart)
