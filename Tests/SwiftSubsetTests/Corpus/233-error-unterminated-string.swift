let s = "hello
print(s)
