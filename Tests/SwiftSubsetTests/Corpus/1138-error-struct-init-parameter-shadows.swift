struct Point {
    var x: Int
    init(x: Int) {
        x = x
    }
}
