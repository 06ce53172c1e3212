let maybes: [Int?] = [1, nil, 3]
for case let n? in maybes {
    print(n)
}
