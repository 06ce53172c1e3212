let stops = ["Quay", "Market", "Station"]
for (index, stop) in stops.enumerated() {
    print("\(index): \(stop)")
}
