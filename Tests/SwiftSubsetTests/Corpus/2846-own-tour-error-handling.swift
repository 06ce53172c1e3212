// Error handling, our own walk-through: renting a bike from a station.
enum RentalError: Error {
    case noBikesLeft
    case cardDeclined
    case stationClosed
}

func rent(hours: Int, fromStation station: String) throws -> String {
    if station == "Old Mill" {
        throw RentalError.noBikesLeft
    }
    if hours > 12 {
        throw RentalError.stationClosed
    }
    return "Bike unlocked for \(hours)h"
}

do {
    let receipt = try rent(hours: 2, fromStation: "Riverside")
    print(receipt)
} catch {
    print(error)
}

do {
    let receipt = try rent(hours: 1, fromStation: "Old Mill")
    print(receipt)
} catch {
    print("Failed:", error)
}

for (hours, station) in [(3, "Square"), (20, "Square"), (1, "Old Mill")] {
    do {
        let receipt = try rent(hours: hours, fromStation: station)
        print(receipt)
    } catch RentalError.stationClosed {
        print("Come back tomorrow for a \(hours)h rental.")
    } catch let rentalError as RentalError {
        print("Rental error: \(rentalError).")
    } catch {
        print(error)
    }
}

let quickRide = try? rent(hours: 1, fromStation: "Park")
let noRide = try? rent(hours: 1, fromStation: "Old Mill")
print(quickRide as Any, noRide as Any)

var dockLocked = true
let dockedBikes = ["city", "kids", "electric"]

func checkDock(for kind: String) -> Bool {
    dockLocked = false
    defer {
        dockLocked = true
    }
    let found = dockedBikes.contains(kind)
    return found
}
if checkDock(for: "tandem") {
    print("Tandem available")
}
print(checkDock(for: "kids"), dockLocked)
