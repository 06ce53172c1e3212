typealias Pixel = UInt16
var brightest = Pixel.min
print(brightest)
brightest = 300
print(brightest)
typealias Point = (x: Int, y: Int)
let p: Point = (1, 2)
print(p.x, p)
typealias Handler = (String) -> Void
let h: Handler = { print("got", $0) }
h("event")
