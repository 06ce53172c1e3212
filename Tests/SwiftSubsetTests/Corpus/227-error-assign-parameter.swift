func f(_ n: Int) {
    n = 3
}
