func shortPause(_ a: Int, _ b: Int) -> Int {
    return a + b
}
func longPause(_ a: Int, _ b: Int) -> Int {
    return a * b
}
var pause: (Int, Int) -> Int = shortPause
print("Pause: \(pause(4, 5))")
pause = longPause
print("Pause: \(pause(4, 5))")
