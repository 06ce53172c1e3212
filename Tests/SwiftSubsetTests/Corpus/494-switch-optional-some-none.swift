let values: [Int?] = [nil, 3]
for v in values {
    switch v {
    case .some(let x): print("value", x)
    case .none: print("no value")
    }
}
