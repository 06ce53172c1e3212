struct Weight {
    var kilograms: Double
    init(fromPounds pounds: Double) {
        kilograms = pounds * 0.45359237
    }
    init(fromGrams grams: Double) {
        kilograms = grams / 1000
    }
}
let suitcase = Weight(fromPounds: 50.0)
print(suitcase.kilograms)
let letter = Weight(fromGrams: 20)
print(letter.kilograms)
