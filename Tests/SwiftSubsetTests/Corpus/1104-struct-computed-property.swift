struct Spot { var x = 0.0, y = 0.0 }
struct Extent { var width = 0.0, height = 0.0 }
struct Frame {
    var corner = Spot()
    var extent = Extent()
    var middle: Spot {
        get {
            let midX = corner.x + (extent.width / 2)
            let midY = corner.y + (extent.height / 2)
            return Spot(x: midX, y: midY)
        }
        set(newMiddle) {
            corner.x = newMiddle.x - (extent.width / 2)
            corner.y = newMiddle.y - (extent.height / 2)
        }
    }
}
var poster = Frame(corner: Spot(x: 2.0, y: 4.0), extent: Extent(width: 6.0, height: 8.0))
print("middle is (\(poster.middle.x), \(poster.middle.y))")
poster.middle = Spot(x: 20.0, y: 10.0)
print("corner moved to (\(poster.corner.x), \(poster.corner.y))")
