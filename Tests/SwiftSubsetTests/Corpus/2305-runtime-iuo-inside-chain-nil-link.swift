// A non-nil chain whose implicitly unwrapped link is nil traps with
// "implicitly unwrapping".
struct S { var y = 1 }
class C { var s: S! = S() }
let c: C? = C()
c?.s.y += 5
print(c!.s.y)
c?.s = nil
c?.s.y += 3
print("unreachable")
