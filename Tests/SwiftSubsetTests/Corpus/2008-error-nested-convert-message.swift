struct O { enum E { case a } }
let e: O.E = .a
let s: String = e
