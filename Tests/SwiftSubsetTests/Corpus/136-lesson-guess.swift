let secret = 42
let guesses = [10, 50, 42]
for g in guesses {
    if g < secret {
        print("\(g): too low")
    } else if g > secret {
        print("\(g): too high")
    } else {
        print("\(g): correct!")
    }
}
