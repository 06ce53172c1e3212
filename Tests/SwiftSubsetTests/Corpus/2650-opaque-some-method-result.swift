protocol Shape { func area() -> Double }
struct Sq: Shape { var s: Double; func area() -> Double { s * s } }
struct Factory {
    func make(_ s: Double) -> some Shape { Sq(s: s) }
}
let shapes = [Factory().make(2), Factory().make(3)]
print(shapes.map { $0.area() })
print(type(of: Factory().make(1)))
