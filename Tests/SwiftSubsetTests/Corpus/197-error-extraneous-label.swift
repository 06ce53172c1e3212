func square(_ n: Int) -> Int {
    return n * n
}
print(square(n: 3))
