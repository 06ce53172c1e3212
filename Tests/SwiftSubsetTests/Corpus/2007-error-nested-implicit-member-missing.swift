extension Int { enum Kind { case a } }
let k: Int.Kind = .b
