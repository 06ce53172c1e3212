struct P: Comparable {
    var x: Int
    static func < (a: P, b: P) -> Bool { a.x < b.x }
}
let ps = [P(x: 3), P(x: 1)]
print(ps[1] < ps[0], ps[0] > ps[1])
