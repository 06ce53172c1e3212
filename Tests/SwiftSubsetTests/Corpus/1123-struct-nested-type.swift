struct TrafficSign {
    enum Shape: Character {
        case round = "○", triangle = "△", square = "□", diamond = "◇"
    }
    let shape: Shape
    let limit: Int
}
let sign = TrafficSign(shape: .round, limit: 50)
print(sign.shape.rawValue, sign.limit)
