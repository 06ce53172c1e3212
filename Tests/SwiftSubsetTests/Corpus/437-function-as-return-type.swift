func floorUp(_ floor: Int) -> Int { return floor + 1 }
func floorDown(_ floor: Int) -> Int { return floor - 1 }
func liftDirection(goingDown: Bool) -> (Int) -> Int {
    return goingDown ? floorDown : floorUp
}
var floor = -2
let towardLobby = liftDirection(goingDown: floor > 0)
print("Lift to the lobby:")
while floor != 0 {
    print("floor \(floor)")
    floor = towardLobby(floor)
}
print("lobby")
