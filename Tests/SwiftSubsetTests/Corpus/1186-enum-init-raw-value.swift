enum Month: Int {
    case january = 1, february, march, april, may, june, july, august
}
let maybeMonth = Month(rawValue: 6)
print(maybeMonth as Any)
let wanted = 13
if let month = Month(rawValue: wanted) {
    print(month)
} else {
    print("There is no month number \(wanted)")
}
