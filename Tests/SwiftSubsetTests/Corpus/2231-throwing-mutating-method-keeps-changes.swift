enum E: Error { case stop }
struct Tally {
    var count = 0
    mutating func addTwiceThenFail() throws {
        count += 1
        count += 1
        throw E.stop
    }
}
var t = Tally()
do { try t.addTwiceThenFail() } catch { print("caught", error) }
print(t.count)
try? t.addTwiceThenFail()
print(t.count)
