protocol Bumper {
    func bump(_ x: inout Int)
}
struct ByOne: Bumper {
    func bump(_ x: inout Int) { x += 1 }
}
final class ByTen: Bumper {
    func bump(_ x: inout Int) { x += 10 }
}
let bumpers: [Bumper] = [ByOne(), ByTen()]
var total = 0
for b in bumpers { b.bump(&total) }
print(total)
let maybe: Bumper? = ByTen()
maybe?.bump(&total)
print(total)
