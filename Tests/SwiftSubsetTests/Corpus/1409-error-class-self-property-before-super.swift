class Vehicle {
    var wheels = 4
    init() {}
}
class Bike: Vehicle {
    var bell: Bool
    init(bell: Bool) {
        self.bell = bell
        self.wheels = 2
        super.init()
    }
}
print(Bike(bell: true).wheels)
