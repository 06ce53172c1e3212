class Boat {
    var knots = 0.0
    var description: String {
        return "sailing at \(knots) knots"
    }
}
class Yacht: Boat {
    var sails = 1
    override var description: String {
        return super.description + " under \(sails) sails"
    }
}
let yacht = Yacht()
yacht.knots = 12.0
yacht.sails = 3
print("Yacht: \(yacht.description)")
