// `fallthrough` into a case that binds the same names: they keep the values of the case before.
enum Reading {
    case exact(Int, String)
    case rough(Int, String)
    case none
}
func report(_ r: Reading) -> String {
    var out: [String] = []
    switch r {
    case .exact(let value, let unit) where value > 100:
        out.append("big")
        fallthrough
    case .rough(let value, let unit):
        out.append("\(value) \(unit)")
    case .exact(let value, _):
        out.append("exact \(value)")
    case .none:
        out.append("nothing")
    }
    return out.joined(separator: ", ")
}
print(report(.exact(250, "kg")), "|", report(.exact(7, "g")), "|", report(.rough(30, "m")), "|", report(.none))
