extension Int {
    func square() {
        self = self * self
    }
}
