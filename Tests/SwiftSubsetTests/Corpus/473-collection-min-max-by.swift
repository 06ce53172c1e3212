let words = ["apple", "fig", "banana"]
print(words.min(by: { $0.count < $1.count })!)
print(words.max { $0.count < $1.count }!)
let empty: [String] = []
print(empty.max { $0.count < $1.count } as Any)
