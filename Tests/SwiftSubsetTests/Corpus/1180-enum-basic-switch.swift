enum Weather {
    case sunny
    case rainy
    case windy
    case snowy
}
var forecast = Weather.sunny
forecast = .windy
switch forecast {
case .sunny:
    print("Bring sunglasses")
case .rainy:
    print("Bring an umbrella")
case .windy:
    print("Hold on to your hat")
case .snowy:
    print("Wear boots")
}
