enum Coin {
    case penny, dime
    init(cents: Int) {
        self = cents >= 10 ? .dime : .penny
    }
}
print(Coin(cents: 12), Coin(cents: 1))
