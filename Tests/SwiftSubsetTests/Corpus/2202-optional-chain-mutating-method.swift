var a: [Int]? = [1]
a?.append(2)
print(a as Any)
