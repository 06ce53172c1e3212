class Counter {
    var n = 0
    mutating func bump() { n += 1 }
}
