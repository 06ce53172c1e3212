// The Basics: constants, type inference, numeric literals, tuples, optionals
let maxTries = 3, startLevel = 1
var attempt = 0
attempt += maxTries
let binary = 0b1011, octal = 0o17, hex = 0x1F
let big = 1_250_000
let expo = 1.5e3, hexFloat = 0x1p4
print(binary, octal, hex, big, expo, hexFloat, startLevel, attempt)
typealias Reading = UInt16
let sensor: Reading = Reading.max
print(sensor, Int8.min, UInt8.max)
let pair = (code: 404, text: "Missing")
let (code, _) = pair
print(code, pair.text, pair.0)
let mixed = Double(3) + 0.25
print(mixed, Int(9.99), Int(-2.7))
var label: String? = nil
print(label ?? "none")
label = "set"
if let label { print("got", label) }
if let n = Int("42"), n > 40, let m = Int("7") { print(n + m) }
let forced: Int! = 10
let plain: Int = forced
print(plain + 1)
print(Int("12a") as Any)
