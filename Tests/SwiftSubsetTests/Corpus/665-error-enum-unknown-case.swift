enum Direction { case north, south }
let d: Direction = .up
