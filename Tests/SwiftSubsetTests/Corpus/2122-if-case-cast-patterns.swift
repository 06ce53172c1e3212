// Type patterns in conditions: `if case let x as T = value`, `guard case is T = value`.
let values: [Any] = [258.0, "frame", 7]
for value in values {
    if case let height as Double = value {
        print("height", height)
    } else if case is String = value {
        print("a string")
    } else {
        print("other", value)
    }
}
func curve(_ info: [AnyHashable: Any]) -> Int {
    guard case let raw as Int = info["curve"] as Any else { return -1 }
    return raw << 16
}
print(curve(["curve": 7]), curve([:]))
