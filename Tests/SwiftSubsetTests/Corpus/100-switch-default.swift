let code = 99
switch code {
case 200:
    print("OK")
case 404:
    print("Not Found")
default:
    print("Other: \(code)")
}
