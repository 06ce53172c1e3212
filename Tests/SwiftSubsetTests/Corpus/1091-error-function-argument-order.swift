func move(x: Int = 0, y: Int = 0) {
    print(x, y)
}
move(y: 2, x: 1)
