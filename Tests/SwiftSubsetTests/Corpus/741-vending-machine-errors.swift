enum ParkingMeterError: Error {
    case unknownZone
    case notEnoughCoins(centsShort: Int)
    case full
}
struct Zone { var rate: Int; var freeBays: Int }
class ParkingMeter {
    var zones = ["Harbour": Zone(rate: 150, freeBays: 3), "Market": Zone(rate: 90, freeBays: 0)]
    var cents = 0
    func park(inZone name: String) throws {
        guard let zone = zones[name] else {
            throw ParkingMeterError.unknownZone
        }
        guard zone.freeBays > 0 else {
            throw ParkingMeterError.full
        }
        guard zone.rate <= cents else {
            throw ParkingMeterError.notEnoughCoins(centsShort: zone.rate - cents)
        }
        cents -= zone.rate
        var updated = zone
        updated.freeBays -= 1
        zones[name] = updated
        print("Ticket printed for \(name)")
    }
}
let meter = ParkingMeter()
meter.cents = 100
do {
    try meter.park(inZone: "Harbour")
    print("Parked.")
} catch ParkingMeterError.unknownZone {
    print("No such zone.")
} catch ParkingMeterError.full {
    print("Zone full.")
} catch ParkingMeterError.notEnoughCoins(let centsShort) {
    print("Please add \(centsShort) more cents.")
} catch {
    print("Unexpected error: \(error).")
}
func f(_ x: Int) throws -> Int {
    defer { print("defer in f") }
    if x < 0 { throw ParkingMeterError.full }
    return x * 2
}
print(try? f(-1) as Any, try? f(2) as Any)
print(try! f(3))
do {
    let v = try f(-2)
    print(v)
} catch let e as ParkingMeterError {
    print("caught", e)
}
do { _ = try f(-3) } catch { print("error is", error) }
func g() {
    defer { print("g end") }
    print("g start")
}
g()
