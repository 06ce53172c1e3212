let missing: Int? = nil
print(missing == nil)
print(missing ?? -1)
