func addOne(_ x: Int) {
    x += 1
}
addOne(3)
