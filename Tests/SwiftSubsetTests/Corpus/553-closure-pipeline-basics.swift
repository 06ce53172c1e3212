let nums = [1, 2, 3]
let total = nums.reduce(0) { $0 + $1 }
let avg = total / nums.count
print(avg)
let words = nums.map { String($0) }
print(words.joined(separator: ", "))
let f = nums.filter { n in n > 1 }.map { n in n * n }
print(f)
