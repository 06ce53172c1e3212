enum Temperature {
    case celsius(Double)
}
let t = Temperature.celsius(31)
switch t {
case .celsius(let c) where c > 30:
    print("hot")
case .celsius:
    print("fine")
}
