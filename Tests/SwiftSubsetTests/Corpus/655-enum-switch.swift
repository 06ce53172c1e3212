enum Metal {
    case iron, copper, gold, lead
}
let found = Metal.gold
switch found {
case .gold:
    print("Worth keeping")
default:
    print("Back in the scrap bin")
}
