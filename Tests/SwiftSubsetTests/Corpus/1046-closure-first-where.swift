let scores = [45, 78, 92, 60]
if let firstHigh = scores.first(where: { $0 > 75 }) {
    print(firstHigh)
}
print(scores.firstIndex(where: { $0 < 50 }) as Any)
