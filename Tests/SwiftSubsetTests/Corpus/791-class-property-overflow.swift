// += on a class's Int property traps on overflow, as on a variable.
class Counter {
    var count = Int.max - 1
    func bump() {
        count += 1
        print("count", count)
        count += 1
        print("not reached")
    }
}
let counter = Counter()
counter.bump()
