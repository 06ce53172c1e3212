for n in [-3, 0, 4, 7] {
    switch n {
    case let x where x < 0:
        print(x, "negative")
    case 0:
        print("zero")
    case let x where x % 2 == 0:
        print(x, "even")
    default:
        print(n, "odd")
    }
}
