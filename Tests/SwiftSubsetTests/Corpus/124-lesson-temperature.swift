let celsius = 25.0
let fahrenheit = celsius * 9 / 5 + 32
print("\(celsius)°C is \(fahrenheit)°F")
