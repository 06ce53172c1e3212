enum Direction {
    case north, south
}
let d = Direction.north
print(d)
