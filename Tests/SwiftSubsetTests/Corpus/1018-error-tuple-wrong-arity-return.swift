func pair() -> (Int, Int) {
    return (1, 2, 3)
}
