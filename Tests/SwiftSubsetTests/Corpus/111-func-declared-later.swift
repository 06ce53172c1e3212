print(triple(3))
func triple(_ n: Int) -> Int {
    return n * 3
}
