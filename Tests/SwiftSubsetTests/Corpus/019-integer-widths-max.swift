print(Int8.max, Int16.max, Int32.max, Int64.max)
print(UInt8.max, UInt16.max, UInt32.max, UInt64.max)
