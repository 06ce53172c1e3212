var total = 0
let addTen = { total += 10 }
addTen()
addTen()
print(total)
func run() {
    var local = 1
    let change = { local *= 5 }
    change()
    print(local)
    local = 2
    change()
    print(local)
}
run()
