func depth(_ n: Int) -> Int {
    return n == 0 ? 0 : 1 + depth(n - 1)
}
print(depth(900))
