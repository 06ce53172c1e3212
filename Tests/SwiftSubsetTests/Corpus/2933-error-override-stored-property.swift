class Lamp {
    var brightness = 50
}

class DeskLamp: Lamp {
    override var brightness = 80
}
print(DeskLamp().brightness)
