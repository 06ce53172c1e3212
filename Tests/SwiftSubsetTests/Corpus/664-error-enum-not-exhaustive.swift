enum Direction { case north, south, east, west }
let d = Direction.north
switch d {
case .north: print("n")
case .south: print("s")
}
