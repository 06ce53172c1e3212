let s = "one two two"
print(s.replacing("two", with: "2"))
print(s.replacing("x", with: "y"))
