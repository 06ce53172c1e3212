struct Item { var name: String; var qty: Int }
var cart = [Item(name: "pen", qty: 1), Item(name: "ink", qty: 2)]
cart[0].qty += 4
for item in cart { print(item.name, item.qty) }
