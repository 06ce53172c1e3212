var groups: [String: [Int]] = ["a": [1]]
groups["a"]!.append(2)
print(groups["a"]!)
groups["b"]!.append(3)
print("not reached")
