import Foundation
let input = "10 20 30"
let total = input.components(separatedBy: " ").compactMap { Int($0) }.reduce(0, +)
print(total)
