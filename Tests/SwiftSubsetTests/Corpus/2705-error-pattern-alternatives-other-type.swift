let reading = (3, 0.5)
switch reading {
case (let v, 0.5), (0, let v):
    print("value \(v)")
default:
    print("other")
}
