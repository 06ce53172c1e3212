let summit = 30
var trail = [Int](repeating: 0, count: summit + 1)
trail[04] = +07; trail[08] = +05; trail[13] = -06; trail[17] = +09
trail[21] = -12; trail[26] = -04; trail[28] = +01
var camp = 0
var stride = 0
var turns = 0
climb: while camp != summit {
    turns += 1
    stride += 2
    if stride > 6 { stride = 1 }
    switch camp + stride {
    case summit:
        break climb
    case let next where next > summit:
        continue climb
    default:
        camp += stride
        camp += trail[camp]
    }
}
print("Summit reached after \(turns) turns")
