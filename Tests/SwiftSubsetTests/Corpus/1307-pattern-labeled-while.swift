var position = 0
var step = 0
race: while position != 12 {
    step += 2
    if step > 5 { step = 1 }
    switch position + step {
    case 12:
        break race
    case let next where next > 12:
        continue race
    default:
        position += step
    }
}
print("Finished at \(position) after a step of \(step)")
