class Kettle {
    var temperature = 20.0
}
class WhistlingKettle: Kettle {
    var whistles = 0
    override var temperature: Double {
        didSet {
            whistles = Int(temperature / 25.0)
        }
    }
}
let kettle = WhistlingKettle()
kettle.temperature = 98.0
print("WhistlingKettle whistles \(kettle.whistles) times")
