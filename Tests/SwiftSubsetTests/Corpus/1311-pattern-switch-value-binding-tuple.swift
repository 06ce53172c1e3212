let point = (3, 0)
switch point {
case (0, 0): print("origin")
case (let x, 0), (0, let x): print("on an axis at \(x)")
default: print("elsewhere")
}
