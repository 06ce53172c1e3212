// if #available: keylab's device runs the newest iOS; swiftc on Linux takes the `*` branch too.
var bottomInset = 0.0
let safeAreaBottom = 34.0
if #available(iOS 11.0, *) {
    bottomInset = safeAreaBottom
} else {
    bottomInset = 0
}
print(bottomInset)
guard #available(iOS 13, macOS 10.15, *) else {
    fatalError("old")
}
if #unavailable(iOS 15) {
    print("old iOS")
} else {
    print("new iOS")
}
