let scores = [10, 20, 30, 40]
let tail = scores.dropFirst()
print(tail.count, tail.first!, tail.last!)
let name = "Swift"
print(name.dropFirst().count)
