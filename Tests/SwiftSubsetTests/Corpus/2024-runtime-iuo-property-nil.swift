class V { var t = 0 }
class C { var v: V! }
let c = C()
print(c.v.t)
