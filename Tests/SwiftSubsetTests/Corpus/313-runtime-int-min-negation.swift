func negate(_ n: Int) -> Int {
    return -n
}
print(negate(5))
print(negate(Int.min))
