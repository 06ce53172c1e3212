struct Size {
    var width: Double
    var height: Double
}
let s = Size(width: 2.0)
