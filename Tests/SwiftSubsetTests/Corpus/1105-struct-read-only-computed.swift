struct Crate {
    var length = 0.0, width = 0.0, height = 0.0
    var litres: Double {
        return length * width * height
    }
}
let appleCrate = Crate(length: 5.0, width: 4.0, height: 2.5)
print("the apple crate holds \(appleCrate.litres) litres")
