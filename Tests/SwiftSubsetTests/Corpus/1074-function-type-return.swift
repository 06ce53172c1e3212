func warmer(_ degrees: Int) -> Int {
    return degrees + 1
}
func cooler(_ degrees: Int) -> Int {
    return degrees - 1
}
func thermostat(tooHot: Bool) -> (Int) -> Int {
    return tooHot ? cooler : warmer
}
var room = 24
let adjust = thermostat(tooHot: room > 21)
print("Settling at 21:")
while room != 21 {
    print("\(room) degrees")
    room = adjust(room)
}
print("comfortable")
