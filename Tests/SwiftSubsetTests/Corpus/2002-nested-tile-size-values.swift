struct Tile {
    enum Glaze: Character { case matte = "▫", gloss = "▪" }
    enum Size: Int {
        case small = 10, large = 30
        struct Price { let each: Int, bulk: Int? }
        var price: Price {
            switch self {
            case .large: return Price(each: 12, bulk: nil)
            default: return Price(each: rawValue / 5, bulk: nil)
            }
        }
    }
    let size: Size, glaze: Glaze
    var label: String { "\(glaze.rawValue) \(size.price.each)" }
}
let t = Tile(size: .large, glaze: .gloss)
print(t.label, t.size, t.glaze, Tile.Size.Price(each: 1, bulk: 2))
print(Tile.Glaze(rawValue: "▫") as Any, Tile.Size.small.price.each)
class Sign {
    class Font { var weight = 1; init() {} }
    class Heavy: Font { override init() { super.init(); weight = 3 } }
    let font: Font
    init(font: Font) { self.font = font }
}
print(Sign(font: Sign.Heavy()).font.weight, Sign.Font())
let sizes: [Tile.Size] = [.small, .large]
print(sizes)
var d: [Tile.Glaze: Int] = [.gloss: 1]
print(d[.gloss]!)
