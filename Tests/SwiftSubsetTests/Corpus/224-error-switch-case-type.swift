let n = 2
switch n {
case "two":
    print("two")
default:
    print("other")
}
