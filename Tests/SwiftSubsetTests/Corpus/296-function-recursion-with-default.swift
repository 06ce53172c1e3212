func sum(to n: Int, acc: Int = 0) -> Int {
    if n == 0 {
        return acc
    }
    return sum(to: n - 1, acc: acc + n)
}
print(sum(to: 100))
