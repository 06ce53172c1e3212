var groups: [String: [Int]] = [:]
groups["odd"] = [1, 3]
print(groups["odd"] ?? [])
print(groups["even"] ?? [])
print(groups)
