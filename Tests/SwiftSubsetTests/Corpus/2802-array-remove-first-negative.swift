// A negative count is a programming error too.
var names = ["Ann", "Bo"]
names.removeFirst(-1)
print(names)
