let move = (3, -3)
switch move {
case let (dx, dy) where dx == dy:
    print("(\(dx), \(dy)) runs along one diagonal")
case let (dx, dy) where dx == -dy:
    print("(\(dx), \(dy)) runs along the other diagonal")
case let (dx, dy):
    print("(\(dx), \(dy)) is not diagonal")
}
