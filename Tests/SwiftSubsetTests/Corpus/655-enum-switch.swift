enum Planet {
    case mercury, venus, earth, mars
}
let p = Planet.earth
switch p {
case .earth:
    print("Mostly harmless")
default:
    print("Not a safe place for humans")
}
