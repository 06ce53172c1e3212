var laps = 0.0, pace = 0.0, rest = 0.0
laps += 1
print(laps, pace, rest)
var hue, saturation, brightness: Double
hue = 0.6; saturation = 0.25; brightness = 1
print(hue, saturation, brightness)
let a = 1, b = "two"
print(a, b)
