enum Level: Int {
    case low = "low"
}
