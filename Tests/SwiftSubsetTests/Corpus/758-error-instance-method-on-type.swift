struct Counter {
    var n = 0
    func show() { print(n) }
}
Counter.show()
