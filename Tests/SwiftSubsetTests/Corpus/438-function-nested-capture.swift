func makeLapCounter(lapLength metres: Int) -> () -> Int {
    var distance = 0
    func finishLap() -> Int {
        distance += metres
        return distance
    }
    return finishLap
}
let trackLap = makeLapCounter(lapLength: 400)
print(trackLap(), trackLap(), trackLap())
let poolLap = makeLapCounter(lapLength: 50)
print(poolLap())
print(trackLap())
