// `+=` through a get-only subscript: swiftc names the left side.
struct Tally {
    var counts = [0, 0]
    subscript(i: Int) -> Int {
        get { return counts[i] }
    }
}
var tally = Tally()
tally[0] += 1
print(tally[0])
