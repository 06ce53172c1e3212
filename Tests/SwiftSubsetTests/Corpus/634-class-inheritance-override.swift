class Vehicle {
    var wheels = 0
    func describe() -> String { "vehicle with \(wheels) wheels" }
}
class Bicycle: Vehicle {
    override init() {
        super.init()
        wheels = 2
    }
    override func describe() -> String { "bicycle: " + super.describe() }
}
let v: Vehicle = Bicycle()
print(v.describe())
