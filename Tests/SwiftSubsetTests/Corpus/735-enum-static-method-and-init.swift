enum Grade {
    case pass, fail
    static func from(score: Int) -> Grade {
        return score >= 50 ? .pass : .fail
    }
}
print(Grade.from(score: 70), Grade.from(score: 10))
