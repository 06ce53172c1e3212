class Thermostat {
    var target = 20 {
        didSet {
            print("target changed from \(oldValue) to \(target)")
        }
    }
}
let t = Thermostat()
t.target = 22
t.target += 1
