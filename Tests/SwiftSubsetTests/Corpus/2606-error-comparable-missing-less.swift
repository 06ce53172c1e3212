struct Score: Comparable {
    var value: Int
}
print([Score(value: 2), Score(value: 1)].sorted().map(\.value))
