class Boat {
    func soundHorn() { print("...") }
}
class Ferry: Boat {
    override func soundHorn() {
        print("Toot toot")
    }
}
let ferry = Ferry()
ferry.soundHorn()
let b: Boat = ferry
b.soundHorn()
