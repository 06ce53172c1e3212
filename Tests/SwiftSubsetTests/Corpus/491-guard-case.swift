func describe(_ pair: (Int, Int)) {
    guard case (0, let y) = pair else {
        print("not on the y-axis")
        return
    }
    print("y =", y)
}
describe((0, 7))
describe((1, 7))
