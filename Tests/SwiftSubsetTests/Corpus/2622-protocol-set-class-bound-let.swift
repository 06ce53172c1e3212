protocol Light: AnyObject {
    var isOn: Bool { get set }
}
class Lamp: Light { var isOn = false }
let lamp = Lamp()
let light: Light = lamp
light.isOn = true
print(lamp.isOn)
