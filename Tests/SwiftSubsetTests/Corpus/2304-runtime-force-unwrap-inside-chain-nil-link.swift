// A non-nil chain whose `!` link is nil traps, as in Swift.
struct S { var y = 1 }
class C { var t: S? = S() }
let c: C? = C()
c?.t!.y = 5
print(c!.t!.y)
c?.t = nil
c?.t!.y = 3
print("unreachable")
