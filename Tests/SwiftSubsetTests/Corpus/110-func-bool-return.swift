func isEven(_ n: Int) -> Bool {
    return n % 2 == 0
}
if isEven(4) {
    print("4 is even")
}
print(isEven(7))
