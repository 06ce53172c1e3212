func blend(_ a: Int, _ b: Int) -> Int {
    return (a + b) / 2
}
func mixPaint(_ rule: (Int, Int) -> Int, _ red: Int, _ blue: Int) {
    print("Shade: \(rule(red, blue))")
}
mixPaint(blend, 200, 40)
