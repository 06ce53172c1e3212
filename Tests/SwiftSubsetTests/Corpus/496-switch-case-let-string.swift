let command = "go north"
switch command {
case "quit":
    print("bye")
case let c where c.hasPrefix("go "):
    print("moving", c.count)
default:
    print("unknown")
}
