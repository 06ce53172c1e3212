let dice = 4
switch dice {
case 1:
    print("one")
case 2, 3:
    print("two or three")
case 4...6:
    print("four to six")
default:
    print("invalid")
}
