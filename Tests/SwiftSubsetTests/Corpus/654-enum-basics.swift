enum Tide {
    case rising
    case high
    case falling
    case low
}
var now = Tide.low
print(now)
now = .rising
print(now)
print(now == .rising)
