enum Level: Int { case low = 1, high }
let l: Level = Level(rawValue: 2)
