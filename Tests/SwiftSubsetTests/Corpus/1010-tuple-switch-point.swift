let tile = (2, -1)
switch tile {
case (0, 0):
    print("\(tile) is the start tile")
case (_, 0):
    print("\(tile) is on the main row")
case (0, _):
    print("\(tile) is on the main column")
case (-2...2, -2...2):
    print("\(tile) is in the first room")
default:
    print("\(tile) is further out")
}
