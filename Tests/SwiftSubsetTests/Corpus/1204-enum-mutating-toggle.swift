enum OnOff {
    case on, off
    mutating func toggle() {
        self = self == .on ? .off : .on
    }
}
var s = OnOff.off
s.toggle()
print(s)
