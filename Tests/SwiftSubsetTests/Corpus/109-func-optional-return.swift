func indexOf(_ target: Int, in list: [Int]) -> Int? {
    var i = 0
    for x in list {
        if x == target {
            return i
        }
        i += 1
    }
    return nil
}
print(indexOf(7, in: [3, 7, 9]) ?? -1)
print(indexOf(4, in: [3, 7, 9]) ?? -1)
