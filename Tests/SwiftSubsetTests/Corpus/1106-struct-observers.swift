class Odometer {
    var kilometres: Int = 0 {
        willSet(upcoming) {
            print("About to show \(upcoming) km")
        }
        didSet {
            if kilometres > oldValue {
                print("Drove \(kilometres - oldValue) km")
            }
        }
    }
}
let odometer = Odometer()
odometer.kilometres = 140
odometer.kilometres = 215
