// Inheritance: subclassing, overriding methods, properties and observers, super, final
class Vehicle {
    var speed = 0.0
    var summary: String { "going \(speed) km/h" }
    func sound() -> String { "..." }
}
class Bike: Vehicle {
    var basket = false
    override func sound() -> String { "ring" }
}
class Racer: Bike {
    var gear = 1
    override var summary: String { super.summary + " in gear \(gear)" }
    override func sound() -> String { super.sound() + " ring" }
}
let r = Racer()
r.speed = 30; r.gear = 4; r.basket = true
print(r.summary, r.sound(), r.basket)
final class Tram: Vehicle { final override func sound() -> String { "clang" } }
let vs: [Vehicle] = [Bike(), Tram(), Racer()]
print(vs.map { $0.sound() })
print(vs[1] is Tram, vs[0] is Racer)
