class Instrument {
    var strings = 0
    func describe() -> String { "instrument with \(strings) strings" }
}
class Violin: Instrument {
    override init() {
        super.init()
        strings = 4
    }
    override func describe() -> String { "violin: " + super.describe() }
}
let i: Instrument = Violin()
print(i.describe())
