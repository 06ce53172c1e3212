protocol Temperature {
    var celsius: Double { get set }
}
struct Reading: Temperature {
    var fahrenheit: Double
    var celsius: Double {
        get { (fahrenheit - 32) * 5 / 9 }
        set { fahrenheit = newValue * 9 / 5 + 32 }
    }
}
var t: Temperature = Reading(fahrenheit: 32)
t.celsius = 100
print(t.celsius)
if let r = t as? Reading { print(r.fahrenheit) }
