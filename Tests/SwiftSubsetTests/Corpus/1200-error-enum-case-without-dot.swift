enum Direction {
    case up, down
}
let d: Direction = up
