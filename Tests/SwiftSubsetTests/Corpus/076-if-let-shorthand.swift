let city: String? = "Oslo"
if let city {
    print("City: \(city)")
}
