class Parcel {
    var label: String
    init(label: String) { self.label = label }
    convenience init() { self.init(label: "[no label]") }
}
class Shipment: Parcel {
    var boxes: Int
    init(label: String, boxes: Int) {
        self.boxes = boxes
        super.init(label: label)
    }
    override convenience init(label: String) {
        self.init(label: label, boxes: 1)
    }
}
let unlabelled = Shipment()
let books = Shipment(label: "Books")
let tiles = Shipment(label: "Tiles", boxes: 9)
print(unlabelled.label, unlabelled.boxes)
print(books.label, books.boxes)
print(tiles.label, tiles.boxes)
