struct Rectangle {
    var width: Double
    var height: Double
    var area: Double {
        width * height
    }
    var perimeter: Double {
        return 2 * (width + height)
    }
}
let r = Rectangle(width: 3, height: 4.5)
print(r.area)
print(r.perimeter)
