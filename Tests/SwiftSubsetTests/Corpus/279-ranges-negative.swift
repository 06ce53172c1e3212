for i in -2...2 {
    print(i, terminator: " ")
}
print()
let r = -5..<(-1)
print(r, r.count)
