func square(_ n: Int) -> Int {
    return n * n
}
print(square("3"))
