enum Direction { case north, south }
print(Direction.north.rawValue)
