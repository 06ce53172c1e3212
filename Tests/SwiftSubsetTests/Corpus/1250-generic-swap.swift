func exchange<T>(_ first: inout T, _ second: inout T) {
    let kept = first
    first = second
    second = kept
}
var redScore = 12
var blueScore = 30
exchange(&redScore, &blueScore)
print(redScore, blueScore)
var morning = "tea"
var evening = "cocoa"
exchange(&morning, &evening)
print(morning, evening)
