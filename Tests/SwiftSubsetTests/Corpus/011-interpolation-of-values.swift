let flag = true
let xs = [1, 2]
let price = 2.50
print("flag=\(flag) xs=\(xs) price=\(price)")
print("nested \("inner \(1 + 1)")")
