struct Badges {
    static var bestStreak = 1
    static func record(_ streak: Int) {
        if streak > bestStreak { bestStreak = streak }
    }
    static func beats(_ streak: Int) -> Bool {
        return streak <= bestStreak
    }
}
Badges.record(3)
print(Badges.beats(2), Badges.beats(5))
