struct Counter {
    var taps = 0
    mutating func tapLater() {
        Task {
            taps += 1
        }
    }
}
var c = Counter()
c.tapLater()
