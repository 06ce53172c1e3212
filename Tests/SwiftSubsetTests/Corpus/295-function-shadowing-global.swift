let limit = 10
func check(_ limit: Int) -> Bool {
    return limit > 5
}
print(check(3), check(limit))
