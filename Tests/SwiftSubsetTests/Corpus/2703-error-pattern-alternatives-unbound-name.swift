let point = (3, 0)
switch point {
case (let x, 0), (0, let y):
    print("on an axis at \(x)")
default:
    print("elsewhere")
}
