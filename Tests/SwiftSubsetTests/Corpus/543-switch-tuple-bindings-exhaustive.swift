let point = (1, 2)
switch point {
case (let x, let y):
    print(x + y)
}
