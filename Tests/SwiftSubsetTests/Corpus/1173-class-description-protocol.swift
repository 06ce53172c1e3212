class Temperature: CustomStringConvertible {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    var description: String { "\(celsius)°C" }
}
print(Temperature(celsius: 21.5))
