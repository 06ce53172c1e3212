class Temperature {
    let celsius: Double
    init?(celsius: Double) {
        guard celsius >= -273.15 else { return nil }
        self.celsius = celsius
    }
    init(kelvin: Double) { celsius = kelvin - 273.15 }
}
if let t = Temperature(celsius: 21.5) {
    print("ok", t.celsius)
}
let bad = Temperature(celsius: -300)
print(bad == nil)
print(Temperature(kelvin: 300).celsius)
let readings = [10.0, -500.0, 30.0].compactMap { Temperature(celsius: $0) }
print(readings.count)
