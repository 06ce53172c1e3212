enum Level: Int {
    case low = 1, mid, high
    static var strongest: Level { .high }
    init(score: Int) {
        self = score > 80 ? .high : (score > 40 ? .mid : .low)
    }
}
print(Level.strongest, Level(score: 50))
