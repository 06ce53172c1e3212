func share(_ total: Int, among people: Int) -> Int {
    return total / people
}
print(share(10, among: 2))
print(share(10, among: 0))
