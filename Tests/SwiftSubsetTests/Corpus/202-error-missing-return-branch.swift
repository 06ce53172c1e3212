func sign(_ n: Int) -> String {
    if n > 0 {
        return "+"
    } else if n < 0 {
        return "-"
    }
}
