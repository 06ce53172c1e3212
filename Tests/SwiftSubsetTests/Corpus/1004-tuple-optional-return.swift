func lightestAndHeaviest(_ grams: [Int]) -> (lightest: Int, heaviest: Int)? {
    if grams.isEmpty { return nil }
    var lightest = grams[0]
    var heaviest = grams[0]
    for g in grams[1..<grams.count] {
        if g < lightest {
            lightest = g
        } else if g > heaviest {
            heaviest = g
        }
    }
    return (lightest, heaviest)
}
if let apples = lightestAndHeaviest([182, 140, 201, 95, 160]) {
    print("lightest \(apples.lightest) g, heaviest \(apples.heaviest) g")
}
print(lightestAndHeaviest([]) == nil)
