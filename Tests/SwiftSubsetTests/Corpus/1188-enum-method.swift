enum Season {
    case spring, summer, autumn, winter
    func greeting() -> String {
        switch self {
        case .spring: return "buds"
        case .summer: return "sun"
        case .autumn: return "leaves"
        case .winter: return "frost"
        }
    }
    var isWarm: String {
        switch self {
        case .spring, .summer: return "warm"
        case .autumn, .winter: return "cold"
        }
    }
}
print(Season.autumn.greeting(), Season.autumn.isWarm)
print(Season.summer.greeting(), Season.summer.isWarm)
