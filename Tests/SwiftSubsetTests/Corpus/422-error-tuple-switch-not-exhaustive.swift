let p = (1, 2)
switch p {
case (0, 0): print("origin")
case (_, 0): print("x axis")
}
