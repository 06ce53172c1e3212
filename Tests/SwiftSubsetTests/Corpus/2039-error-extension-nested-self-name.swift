struct Outer { struct Inner { var v = 1 } }
extension Outer.Inner { static let zero = Outer.Inner(v: 0); func doubled() -> Outer.Inner { Inner(v: v * 2) } }
