enum CompassPoint {
    case north, south, east, west
}
let d = CompassPoint.north
switch d {
case .north:
    print("up")
case .south:
    print("down")
}
