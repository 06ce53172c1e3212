func thermostat(tooHot: Bool) -> (Int) -> Int {
    func warmer(degrees: Int) -> Int { return degrees + 1 }
    func cooler(degrees: Int) -> Int { return degrees - 1 }
    return tooHot ? cooler : warmer
}
var room = 17
let adjust = thermostat(tooHot: room > 21)
while room != 21 {
    print("\(room) degrees")
    room = adjust(room)
}
print("comfortable")
