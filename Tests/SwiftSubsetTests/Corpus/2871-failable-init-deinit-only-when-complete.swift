// An object whose failable initializer gives up before every stored property
// has a value is never deinitialized; one that gives up after is.
class Probe {
    var level: Int
    init?(level: Int) {
        self.level = level
        if level < 0 { return nil }
    }
    init?(check: Int) {
        if check < 0 { return nil }
        self.level = check
    }
    deinit { print("probe \(level) gone") }
}
print(Probe(level: -1) == nil)
print(Probe(check: -2) == nil)
class DeepProbe: Probe {
    var depth: Int
    init?(depth: Int) {
        self.depth = depth
        if depth < 0 { return nil }
        super.init(level: depth)
    }
}
print(DeepProbe(depth: -3) == nil)
print("end")
