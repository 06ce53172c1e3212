let p = (2, 3)
switch p {
case (0, _): print("zero")
case (let x, let y) where x > y: print("down")
default: fatalError("unexpected point \(p)")
}
