class Vehicle {
    func makeNoise() { print("...") }
}
class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}
let train = Train()
train.makeNoise()
let v: Vehicle = train
v.makeNoise()
