struct Resolution {
    var width = 0
    var height = 0
}
let vga = Resolution(width: 640, height: 480)
print(vga.width, vga.height)
let tall = Resolution(height: 720)
print(tall.width, tall.height)
