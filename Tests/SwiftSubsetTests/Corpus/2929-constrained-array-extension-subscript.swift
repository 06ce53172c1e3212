// Subscripts declared in constrained extensions of Array and in an extension of String.
extension Array where Element == Int {
    subscript(safe index: Int) -> Int? {
        index >= 0 && index < count ? self[index] : nil
    }
    subscript(sumOf range: Range<Int>) -> Int {
        self[range].reduce(0, +)
    }
}

extension Array where Element: Comparable {
    subscript(rankOf value: Element) -> Int {
        filter { $0 < value }.count
    }
}

extension String {
    subscript(letter i: Int) -> Character {
        self[index(startIndex, offsetBy: i)]
    }
}

let marks = [7, 3, 9, 4]
print(marks[safe: 2] ?? -1, marks[safe: 10] ?? -1)
print(marks[sumOf: 1..<3])
print(marks[rankOf: 8], ["pear", "apple", "fig"][rankOf: "grape"])
print("keyboard"[letter: 3])
