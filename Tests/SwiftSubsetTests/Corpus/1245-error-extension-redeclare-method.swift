extension Int {
    func twice() -> Int { self * 2 }
}
extension Int {
    func twice() -> Int { self + self }
}
