let none: [Int] = []
let nothing: [String: Int] = [:]
print(none, nothing)
print(none.count, nothing.isEmpty)
