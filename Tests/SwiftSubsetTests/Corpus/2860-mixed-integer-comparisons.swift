let small: UInt8 = 200
let count = 1000
let negative: Int8 = -1
let big: UInt = 18_446_744_073_709_551_615
print(small < count, small == 200, count > small)
print(negative < small, negative == -1, small != count)
print(big > count, negative < big, big >= UInt64.max)
let steps: [UInt16] = [3, 700, 65_000]
print(steps.filter { $0 > count }.count)
