struct Distance {
    var metres: Double
    init(fromMiles miles: Double) {
        metres = miles * 1609.344
    }
    init(fromFeet feet: Double) {
        self.metres = feet * 0.3048
    }
}
let marathonMile = Distance(fromMiles: 26.2)
let ladder = Distance(fromFeet: 10)
print(marathonMile.metres)
print(ladder.metres)
