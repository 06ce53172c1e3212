enum Separator: Character {
    case comma = ","
    case tab = "\t"
    case newline = "\n"
}
print(Separator.tab.rawValue == "\t")
enum Signal: String {
    case go = "GREEN", stop = "RED"
}
print(Signal.stop.rawValue)
print(Signal(rawValue: "GREEN") as Any)
