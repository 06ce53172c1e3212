class Boat {
    var knots = 0.0
    var description: String {
        return "sailing at \(knots) knots"
    }
    func soundHorn() {}
}
class Rowboat: Boat {
    var hasOars = false
}
let rowboat = Rowboat()
rowboat.hasOars = true
rowboat.knots = 3.5
print("Rowboat: \(rowboat.description)")
