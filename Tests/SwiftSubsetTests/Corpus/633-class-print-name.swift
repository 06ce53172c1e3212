class Robot {
    var id = 1
}
let r = Robot()
print(r)
print([r])
print("\(r)")
