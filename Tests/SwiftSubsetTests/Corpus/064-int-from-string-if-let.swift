let input = "12"
if let n = Int(input) {
    print(n * 2)
} else {
    print("not a number")
}
