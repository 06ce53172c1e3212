let command = "stop"
switch command {
case "go":
    print("Going")
case "stop", "halt":
    print("Stopping")
default:
    print("Unknown command")
}
