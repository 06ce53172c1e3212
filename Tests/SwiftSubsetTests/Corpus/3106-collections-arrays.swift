// Collection Types: arrays
var shelf = [String]()
shelf.append("atlas")
shelf += ["novel", "comic"]
print(shelf, shelf.count)
var zeros = Array(repeating: 0.5, count: 3)
zeros += [1.5]
print(zeros)
shelf.insert("map", at: 0)
let removed = shelf.remove(at: 2)
print(removed, shelf)
shelf[0...1] = ["guide"]
print(shelf)
let last = shelf.removeLast()
print(last, shelf.first ?? "-", shelf.last ?? "-")
for (i, item) in shelf.enumerated() { print(i, item) }
var nums = [4, 1, 3]
nums.sort(by: >)
print(nums, nums.contains(3), nums.firstIndex(of: 1) ?? -1)
print(nums.isEmpty, [Int]().isEmpty)
