print(Int8.min, Int16.min, Int32.min, Int64.min)
print(UInt8.min, UInt64.min)
print(Int.max)
print(Int.min)
