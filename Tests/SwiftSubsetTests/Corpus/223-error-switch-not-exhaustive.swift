let n = 2
switch n {
case 1:
    print("one")
case 2:
    print("two")
}
