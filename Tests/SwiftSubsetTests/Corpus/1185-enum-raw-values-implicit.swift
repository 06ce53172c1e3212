enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue)
enum CompassPoint: String {
    case north, south, east, west
}
print(CompassPoint.west.rawValue)
