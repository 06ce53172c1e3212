print(1, 2, 3, separator: "-")
print("no newline", terminator: "")
print(" then newline")
print([1, 2], "x", separator: " | ")
