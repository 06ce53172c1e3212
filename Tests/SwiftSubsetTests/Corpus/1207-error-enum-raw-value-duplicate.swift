enum Code: Int {
    case a = 1
    case b = 1
}
