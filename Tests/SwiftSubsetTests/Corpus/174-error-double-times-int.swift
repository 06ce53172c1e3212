let price = 2.5
let quantity = 3
print(price * quantity)
