struct Size { var width = 0.0, height = 0.0 }
extension Size {
    var area: Double { width * height }
    func scaled(_ k: Double) -> Size { Size(width: width * k, height: height * k) }
}
let s = Size(width: 2, height: 3)
print(s.area, s.scaled(2))
