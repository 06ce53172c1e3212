let n = 3
switch n {
case 1:
    print("one")
case 2:
    print("two")
}
