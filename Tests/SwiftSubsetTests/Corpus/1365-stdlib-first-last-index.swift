let nums = [4, 8, 15, 16, 23, 42]
print(nums.firstIndex(of: 15) as Any)
print(nums.lastIndex(of: 99) as Any)
print(nums.first as Any, nums.last as Any)
