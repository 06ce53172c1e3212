class C { var f: (() -> Void)? }
let n = 3
let c = C()
c.f = { [weak n] in print(n) }
