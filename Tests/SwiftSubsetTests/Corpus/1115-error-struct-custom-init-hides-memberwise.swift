struct Color {
    var red: Double
    init(gray: Double) { red = gray }
}
let c = Color(red: 1.0)
