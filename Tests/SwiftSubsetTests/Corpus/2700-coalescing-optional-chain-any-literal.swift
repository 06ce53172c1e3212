class Sensor {
    var reading = 1.5
    var label = "temp"
}
var sensor: Sensor? = nil
// print takes Any: the literal keeps its own type when the chain is nil
print(sensor?.reading ?? 99)
let shown: Any = sensor?.reading ?? 7
print(shown)
// a constant gets the wrapped type, Double
let value = sensor?.reading ?? 99
print(value)
print("\(sensor?.reading ?? 5)")
var count: Int? = nil
print(count ?? 2.5)
print(sensor?.label ?? 0)
sensor = Sensor()
print(sensor?.reading ?? 99, sensor?.label ?? 0)
