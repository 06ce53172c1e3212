let n = 5
let kind = switch n {
case 0: "none"
default:
    print("counting")
    "some"
}
print(kind)
