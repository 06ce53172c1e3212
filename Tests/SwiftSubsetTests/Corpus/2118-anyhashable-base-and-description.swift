// An AnyHashable key's base and description.
let info: [AnyHashable: Any] = ["UIKeyboardFrameEndUserInfoKey": 258.0]
for (key, value) in info {
    print(key, value)
    print(key.description, key.debugDescription)
    if let name = key.base as? String {
        print("string key", name.count)
    }
    print(key.base is Int)
}
let number = AnyHashable(42)
print(number.base as? Int ?? 0, number.description)
