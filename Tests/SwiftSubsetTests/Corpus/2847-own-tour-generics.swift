// Generics, our own walk-through: a seed catalogue.
func fill<Packet>(with packet: Packet, trays: Int) -> [Packet] {
    var tray: [Packet] = []
    for _ in 0..<trays {
        tray.append(packet)
    }
    return tray
}
print(fill(with: "basil", trays: 3))
print(fill(with: 0.5, trays: 2))

// A home-made stand-in for Optional.
enum Drawer<Content> {
    case empty
    case holding(Content)
}
var seedDrawer: Drawer<Int> = .empty
seedDrawer = .holding(40)
switch seedDrawer {
case .empty:
    print("empty drawer")
case .holding(let count):
    print("drawer holds \(count) seeds")
}

func shareSomething<A: Sequence, B: Sequence>(_ first: A, _ second: B) -> Bool
    where A.Element: Equatable, A.Element == B.Element
{
    for item in first {
        for other in second {
            if item == other {
                return true
            }
        }
    }
    return false
}
print(shareSomething(["kale", "leek"], ["leek", "pea"]))
print(shareSomething([4, 8], [5, 7]))
print(shareSomething(1...3, [3]))

func trade<Thing>(_ left: inout Thing, _ right: inout Thing) {
    let held = left
    left = right
    right = held
}
var northBed = 14
var southBed = 9
trade(&northBed, &southBed)
print("north \(northBed), south \(southBed)")
var firstCrop = "beans", secondCrop = "squash"
trade(&firstCrop, &secondCrop)
print(firstCrop, secondCrop)

func position<Item: Equatable>(of wanted: Item, in list: [Item]) -> Int? {
    for (offset, item) in list.enumerated() {
        if item == wanted {
            return offset
        }
    }
    return nil
}
print(position(of: 2.5, in: [1.0, 1.5, 2.0]) as Any)
print(position(of: "chard", in: ["pea", "chard", "corn"]) as Any)

func tallest<Height: Comparable>(_ heights: [Height]) -> Height? { heights.max() }
print(tallest([30, 75, 52]) as Any)
print(tallest(["fennel", "zucchini"]) as Any)
let noHeights: [Int] = []
print(tallest(noHeights) as Any)
