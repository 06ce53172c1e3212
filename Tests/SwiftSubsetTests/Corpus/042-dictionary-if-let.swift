let phone = ["ana": "555-1234", "bo": "555-9876"]
if let number = phone["ana"] {
    print("Call \(number)")
}
if let number = phone["cy"] {
    print("Call \(number)")
} else {
    print("No number")
}
