let scores: [Int?] = [90, nil, 75, nil, 60]
for case let score? in scores {
    print(score)
}
for case let score? in scores where score > 70 {
    print("good:", score)
}
