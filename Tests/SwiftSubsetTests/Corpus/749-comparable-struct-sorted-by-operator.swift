struct P: Comparable {
    var x: Int
    static func < (a: P, b: P) -> Bool { a.x < b.x }
}
let ps = [P(x: 3), P(x: 1), P(x: 2)]
print(ps.sorted { $0 < $1 }.map { $0.x })
print(ps.sorted(by: <).map { $0.x })
print(ps.sorted(by: >).map { $0.x })
