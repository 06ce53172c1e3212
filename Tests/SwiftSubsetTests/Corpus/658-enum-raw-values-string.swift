enum Compass: String {
    case north, south
    case east = "E"
}
print(Compass.north.rawValue)
print(Compass.east.rawValue)
if let c = Compass(rawValue: "south") {
    print(c)
}
