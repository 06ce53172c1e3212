enum Fruit {
    case apple, pear, plum, quince
}
let f = Fruit.plum
print(f)
print([Fruit.quince, .pear])
