print("apple" < "banana")
print("a" == "a")
print("Zebra" < "apple")
print("abc" != "abd")
