print([[1.5], []])
print(["a": [1, 2]])
let maybe: [Int?] = [1, nil]
print(maybe)
print(["x"], [1...2])
