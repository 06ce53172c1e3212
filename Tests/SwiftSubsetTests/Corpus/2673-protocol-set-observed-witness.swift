protocol Vehicle { var wheels: Int { get set } }
struct Car: Vehicle { var wheels = 4 { didSet { print("changed from \(oldValue)") } } }
var v: Vehicle = Car()
v.wheels = 3
print(v.wheels)
