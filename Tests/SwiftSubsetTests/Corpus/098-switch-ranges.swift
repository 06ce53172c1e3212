let age = 15
switch age {
case 0..<13:
    print("child")
case 13..<20:
    print("teenager")
case 20...:
    print("adult")
default:
    print("unknown")
}
