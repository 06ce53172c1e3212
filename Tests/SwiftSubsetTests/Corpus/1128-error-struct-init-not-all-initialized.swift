struct Point {
    var x: Int
    var y: Int
    init(x: Int) {
        self.x = x
    }
}
