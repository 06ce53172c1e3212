let name = "keylab"
var lessons = 3
lessons += 1
print("\(name) has \(lessons) lessons")
