// `self?.v!.y`: the `!` applies only when the chain is non-nil, so a gone
// owner makes the whole chain nil (read) or does nothing (assignment).
struct Pair { var y = 3 }
class Box { var y = 3 }
class Owner {
    var v: Box? = Box()
    var p: Pair? = Pair()
    var w: Box! = Box()
    func makeHandler() -> () -> Void {
        return { [weak self] in
            print(self?.v!.y ?? 99, self?.p!.y ?? 98, self?.w!.y ?? 97)
            self?.v!.y += 1
            self?.p!.y = 10
            self?.w!.y -= 1
            print(self?.v!.y ?? 96, self?.p!.y ?? 95, self?.w.y ?? 94)
        }
    }
}
var owner: Owner? = Owner()
let handler = owner!.makeHandler()
handler()
owner = nil
handler()
