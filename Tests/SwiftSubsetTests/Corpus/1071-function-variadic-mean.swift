func meanRating(_ stars: Double...) -> Double {
    var sum: Double = 0
    for star in stars {
        sum += star
    }
    return sum / Double(stars.count)
}
print(meanRating(4, 5, 3, 4))
print(meanRating(2.5, 4.75, 5))
