enum Medal: Int {
    case gold = 1, silver, bronze
}
print(Medal.bronze.rawValue)
enum Colour: String {
    case red, amber, green
}
print(Colour.amber.rawValue)
