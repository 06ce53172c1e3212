func classify(_ n: Int) -> String {
    if n < 0 {
        return "negative"
    }
    if n == 0 {
        return "zero"
    }
    return "positive"
}
print(classify(-2), classify(0), classify(9))
