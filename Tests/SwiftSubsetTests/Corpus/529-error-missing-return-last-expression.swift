func f() -> Int {
    let y = 2
    y + 1
}
print(f())
