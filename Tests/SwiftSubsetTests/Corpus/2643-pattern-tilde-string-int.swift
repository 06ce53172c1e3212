func ~= (pattern: String, value: Int) -> Bool {
    pattern == String(value)
}
let code = 404
switch code {
case "200": print("ok")
case "404": print("not found")
default: print("other")
}
