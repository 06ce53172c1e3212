let age = 15
if case 13...19 = age {
    print("teenager")
}
let point = (3, 0)
if case (let x, 0) = point {
    print("on the x-axis at", x)
}
