let stops = ["Quay", "Market", "Station"]
for (index, stop) in stops.enumerated() {
    print("\(index): \(stop)")
}
for (i, c) in "hey".enumerated() where i > 0 {
    print(i, c)
}
