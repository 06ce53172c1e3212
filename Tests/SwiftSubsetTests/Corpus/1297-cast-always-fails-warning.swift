let n = 3
if let s = n as? String {
    print(s)
} else {
    print("not a string")
}
