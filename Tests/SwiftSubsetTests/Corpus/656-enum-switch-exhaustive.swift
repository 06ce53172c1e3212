enum Light { case red, yellow, green }
func action(_ l: Light) -> String {
    switch l {
    case .red: return "stop"
    case .yellow: return "slow"
    case .green: return "go"
    }
}
print(action(.red), action(.green))
