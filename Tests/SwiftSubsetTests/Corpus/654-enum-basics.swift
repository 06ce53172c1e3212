enum CompassPoint {
    case north
    case south
    case east
    case west
}
var direction = CompassPoint.west
print(direction)
direction = .east
print(direction)
print(direction == .east)
