class Box {
    var value = 0
}
let a = Box()
let b = a
b.value = 42
print(a.value)
