struct Counter {
    func bump(_ x: inout Int) { x += 1 }
}
var n = 1
Counter().bump(&n)
print(n)
