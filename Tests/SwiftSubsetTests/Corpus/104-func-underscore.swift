func square(_ n: Int) -> Int {
    return n * n
}
print(square(5))
print(square(square(2)))
