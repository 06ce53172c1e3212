// An extension of Collection adds a member to arrays, strings and ranges alike.
extension Collection {
    var second: Element? {
        guard count > 1 else { return nil }
        return self[index(after: startIndex)]
    }
}
print([10, 20, 30].second as Any)
print("hey".second as Any)
print((5...9).second as Any)
print([Int]().second as Any)
