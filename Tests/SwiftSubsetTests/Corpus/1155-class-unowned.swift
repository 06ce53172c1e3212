class Member {
    let name: String
    var pass: GymPass?
    init(name: String) { self.name = name }
    deinit { print("member \(name) gone") }
}
class GymPass {
    let code: UInt64
    unowned let holder: Member
    init(code: UInt64, holder: Member) {
        self.code = code
        self.holder = holder
    }
    deinit { print("pass \(code) gone") }
}
var dana: Member? = Member(name: "Dana")
dana!.pass = GymPass(code: 9_000_000_000_017, holder: dana!)
print(dana!.pass!.holder.name)
dana = nil
