let s = "abc"
print(s[0])
