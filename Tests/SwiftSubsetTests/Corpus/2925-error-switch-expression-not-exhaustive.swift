enum Light { case red, yellow, green }
let light = Light.green
let action = switch light {
case .red: "stop"
case .green: "go"
}
print(action)
