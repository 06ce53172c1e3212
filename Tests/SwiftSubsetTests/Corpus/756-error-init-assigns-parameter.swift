struct P {
    var x: Int
    init(x: Int) {
        x = x
    }
}
