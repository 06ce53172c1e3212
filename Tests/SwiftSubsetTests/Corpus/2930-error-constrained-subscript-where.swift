extension Array where Element == Int {
    subscript(safe index: Int) -> Int? {
        index >= 0 && index < count ? self[index] : nil
    }
}

let names = ["Ana", "Bo"]
print(names[safe: 0] ?? "none")
