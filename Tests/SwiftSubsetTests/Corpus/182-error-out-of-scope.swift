if true {
    let inner = 5
    print(inner)
}
print(inner)
