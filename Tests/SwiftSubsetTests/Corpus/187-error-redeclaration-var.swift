func play() {
    var score = 0
    score += 1
    var score = 10
    print(score)
}
play()
