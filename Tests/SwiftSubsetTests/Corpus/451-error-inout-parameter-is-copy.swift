func change(_ x: Int) {
    x = 5
}
change(1)
