let nums = [1, 5, 2, 8, 3]
print(nums.count(where: { $0 > 2 }))
print(nums.prefix(while: { $0 < 6 }))
print(nums.drop(while: { $0 < 6 }))
print("aaabc".prefix(while: { $0 == "a" }))
let n = Int("21").map { $0 * 2 }
print(n as Any)
let m: Int? = nil
print(m.map { $0 + 1 } as Any)
print(Int("4").flatMap { $0 > 3 ? $0 : nil } as Any)
