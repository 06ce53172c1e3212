enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue)
print(Planet(rawValue: 4) as Any)
print(Planet(rawValue: 9) as Any)
