enum Weather {
    case sunny, rainy, windy, snowy
}
let w = Weather.sunny
switch w {
case .sunny:
    print("out")
case .rainy:
    print("in")
}
