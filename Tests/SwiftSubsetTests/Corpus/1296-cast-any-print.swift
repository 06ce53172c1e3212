let values: [Any] = [1, "two", 3.0, true]
print(values)
for v in values { print(type(of: v)) }
