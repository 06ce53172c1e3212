let n = 5
switch n {
case "five": print("five")
default: print("other")
}
