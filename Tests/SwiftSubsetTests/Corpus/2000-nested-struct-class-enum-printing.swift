struct Outer { struct Inner { var x: Int }; class C { var y = 1 }; enum E { case a, b(Int) }
  var inner = Inner(x: 5)
  func make() -> Inner { Inner(x: inner.x + 1) }
  static func e() -> E { .b(4) }
}
extension Int { enum Kind { case neg } ; struct P { var q = 2 } }
let i = Outer.Inner(x: 1)
print(i)
print([i])
debugPrint(i)
print(Outer.C().y)
print([Outer.E.a, .b(2)])
print(Outer.E.b(3))
print(Int.Kind.neg, [Int.Kind.neg], Int.P(), [Int.P()])
let o: Outer.Inner? = i
print(o as Any)
print(Outer().make(), Outer.e())
extension Outer.Inner { static let zero = Outer.Inner(x: 0); func doubled() -> Outer.Inner { Outer.Inner(x: x * 2) } }
let z: Outer.Inner = .zero
print(z.x, i.doubled().x)
