class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}
class Car: Vehicle {
    var brand: String
    init(brand: String) {
        self.brand = brand
    }
}
