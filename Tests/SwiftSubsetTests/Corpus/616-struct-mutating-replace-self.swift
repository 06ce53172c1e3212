struct Light {
    var on = false
    mutating func flip() {
        self = Light(on: !on)
    }
}
var light = Light()
light.flip()
print(light.on)
light.flip()
print(light.on)
