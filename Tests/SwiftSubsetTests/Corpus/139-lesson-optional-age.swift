let input = "27"
let age = Int(input)
if let age = age {
    print("Next year you will be \(age + 1)")
}
