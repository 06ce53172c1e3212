func total(_ numbers: Int...) -> Int {
    var t = 0
    for n in numbers { t += n }
    return t
}
let list = [1, 2, 3]
print(total(list))
