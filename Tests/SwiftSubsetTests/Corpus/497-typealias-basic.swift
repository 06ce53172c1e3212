typealias AudioSample = UInt16
var maxAmplitudeFound = AudioSample.min
print(maxAmplitudeFound)
maxAmplitudeFound = 300
print(maxAmplitudeFound)
typealias Point = (x: Int, y: Int)
let p: Point = (1, 2)
print(p.x, p)
typealias Handler = (String) -> Void
let h: Handler = { print("got", $0) }
h("event")
