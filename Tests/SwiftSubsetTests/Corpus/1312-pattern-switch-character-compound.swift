let key: Character = "7"
switch key {
case "0", "2", "4", "6", "8":
    print("\(key) is an even digit")
case "1", "3", "5", "7", "9":
    print("\(key) is an odd digit")
case "+", "-", "*", "/",
     "=", "%":
    print("\(key) is an operator key")
default:
    print("\(key) is some other key")
}
