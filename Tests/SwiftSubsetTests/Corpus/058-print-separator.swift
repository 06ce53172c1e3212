print(1, 2, 3)
print(1, 2, 3, separator: ", ")
print("a", "b", separator: "")
print("x", "y", separator: " - ")
