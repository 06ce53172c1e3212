enum Level: Int, Comparable {
    case low = 1, high = 2
}
print(Level.low < Level.high)
