enum Floor: Int {
    case ground = 1, first, second, roof
}
print(Floor.second.rawValue)
print(Floor(rawValue: 4) as Any)
print(Floor(rawValue: 9) as Any)
