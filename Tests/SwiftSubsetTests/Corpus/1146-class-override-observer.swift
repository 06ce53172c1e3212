class Vehicle {
    var currentSpeed = 0.0
}
class AutomaticCar: Vehicle {
    var gear = 1
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar gear \(automatic.gear)")
