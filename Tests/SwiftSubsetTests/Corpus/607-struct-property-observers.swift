struct WaterMeter {
    var litres = 0 {
        willSet {
            print("Meter about to read \(newValue)")
        }
        didSet {
            if litres > oldValue {
                print("Used \(litres - oldValue) litres")
            }
        }
    }
}
var meter = WaterMeter()
meter.litres = 120
meter.litres = 95
meter.litres += 40
