let maybe: Int? = nil
if let value = maybe {
    print("got \(value)")
} else {
    print("nothing")
}
