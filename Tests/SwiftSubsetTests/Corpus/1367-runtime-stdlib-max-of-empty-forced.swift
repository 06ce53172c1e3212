let scores: [Int] = []
print(scores.max() as Any)
let best = scores.max()!
print(best)
