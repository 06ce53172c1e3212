// Properties: observers on a global variable
var lives = 3 {
    didSet { print("lives: \(oldValue) -> \(lives)") }
}
lives -= 1
