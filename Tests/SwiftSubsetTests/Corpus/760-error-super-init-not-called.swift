class Appliance {
    var watts: Int
    init(watts: Int) { self.watts = watts }
}
class Toaster: Appliance {
    var slots: Int
    init(slots: Int) {
        self.slots = slots
    }
}
