struct Extent { var width = 0.0, height = 0.0 }
struct Spot { var x = 0.0, y = 0.0 }
struct Label {
    var corner = Spot()
    var extent = Extent()
    init() {}
    init(corner: Spot, extent: Extent) {
        self.corner = corner
        self.extent = extent
    }
    init(centredOn middle: Spot, extent: Extent) {
        let left = middle.x - (extent.width / 2)
        let top = middle.y - (extent.height / 2)
        self.init(corner: Spot(x: left, y: top), extent: extent)
    }
}
let title = Label(centredOn: Spot(x: 50.0, y: 10.0), extent: Extent(width: 40.0, height: 5.0))
print(title.corner.x, title.corner.y)
