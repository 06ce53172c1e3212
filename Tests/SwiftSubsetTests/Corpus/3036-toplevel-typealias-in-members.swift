// A top-level typealias may be used by a type's members, declared before or after it.
struct Palette {
    var colors: [Hex]
    func brightest() -> Hex? { colors.max() }
}
typealias Hex = UInt32
typealias Swatch = (name: String, hex: Hex)
let p = Palette(colors: [0x00FF00, 0xFFFFFF, 0x123456])
print(p.brightest() ?? 0)
let s: Swatch = ("snow", 0xFFFFFF)
print(s.name, s.hex)
