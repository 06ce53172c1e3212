protocol TextRepresentable {
    var textualDescription: String { get }
}
struct Dice { var sides: Int }
extension Dice: TextRepresentable {
    var textualDescription: String {
        return "A \(sides)-sided dice"
    }
}
print(Dice(sides: 12).textualDescription)
