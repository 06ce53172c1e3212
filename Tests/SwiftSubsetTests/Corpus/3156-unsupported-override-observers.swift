// Inheritance: adding observers to an inherited property
class Dial { var level = 0 }
class LoudDial: Dial {
    override var level: Int { didSet { print("level now", level) } }
}
let d = LoudDial()
d.level = 4
