// A typealias added by an extension, used inside and outside the type.
struct Keyboard {
    var frames: [Frame] = []
}
extension Keyboard {
    typealias Frame = (y: Double, height: Double)
    mutating func show(height: Double, screen: Double) {
        frames.append((y: screen - height, height: height))
    }
}
var k = Keyboard()
k.show(height: 216, screen: 667)
k.show(height: 260, screen: 667)
let last: Keyboard.Frame? = k.frames.last
print(last?.y ?? 0, k.frames.count)
