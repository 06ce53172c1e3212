struct LevelTracker {
    static var highestUnlockedLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool {
        return level <= highestUnlockedLevel
    }
}
LevelTracker.unlock(3)
print(LevelTracker.isUnlocked(2), LevelTracker.isUnlocked(5))
