var names = ["Ana", "Bo"]
names[0] += "!"
names[1] = names[1] + "?"
print(names)
