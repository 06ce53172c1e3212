let flag = Bool("true") ?? false
let value: Int
if flag {
    value = 1
}
print(value)
