// Closures in a mutating method change the method's own self, not a copy.
struct Tally {
    var count = 0
    var log: [String] = []
    mutating func addAll(_ xs: [Int]) {
        xs.forEach { count += $0 }
        log.append("after forEach: \(count)")
        let big = xs.filter { $0 > count / 10 }
        count += big.count
        func note(_ s: String) { log.append(s + " \(count)") }
        note("local function sees")
    }
    mutating func reset() throws {
        [1, 2].forEach { _ in count -= 1 }
        if count < 0 { throw TallyError.negative }
    }
}
enum TallyError: Error { case negative }
var t = Tally()
let before = t
t.addAll([1, 2, 3])
print(t.count, t.log, before.count)
do { try t.reset(); print("reset to", t.count) } catch { print("error", error) }
var empty = Tally()
do { try empty.reset() } catch { print("error", error, empty.count) }
enum Light {
    case off, on(Int)
    mutating func brighten(by steps: [Int]) {
        steps.forEach { s in
            switch self {
            case .off: self = .on(s)
            case .on(let level): self = .on(level + s)
            }
        }
    }
}
var light = Light.off
light.brighten(by: [2, 3])
print(light)
