func changed<T>(_ old: T, _ new: T) -> Bool {
    if old != new {
        return true
    }
    return false
}
print(changed(1, 2))
