struct Celsius {
    var temperature: Double
    init(fromFahrenheit f: Double) {
        temperature = (f - 32) / 1.8
    }
    init(fromKelvin k: Double) {
        self.temperature = k - 273.15
    }
}
let boiling = Celsius(fromFahrenheit: 212)
let freezing = Celsius(fromKelvin: 273.15)
print(boiling.temperature)
print(freezing.temperature)
