class Controller {
    var name: String
    var onTap: (() -> Void)?
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func setUpWeak() {
        onTap = { [weak self] in
            guard let self = self else { return }
            print("tapped", self.name)
        }
    }
    func setUpShort() {
        onTap = { [weak self] in
            guard let self else { return }
            print("short", name)
        }
    }
    func setUpOptional() {
        onTap = { [weak self] in
            self?.greet()
            print(self?.name ?? "none")
        }
    }
    func setUpUnowned() {
        onTap = { [unowned self] in print("unowned", self.name) }
    }
    func setUpStrong() {
        onTap = { print("strong", self.name) }
    }
    func greet() { print("hello from", name) }
}
var a: Controller? = Controller(name: "A")
a?.setUpWeak()
a?.onTap?()
a = nil
print("after A")
var b: Controller? = Controller(name: "B")
b?.setUpShort()
b?.onTap?()
b = nil
var c: Controller? = Controller(name: "C")
c?.setUpOptional()
let saved = c?.onTap
saved?()
c = nil
saved?()
var d: Controller? = Controller(name: "D")
d?.setUpUnowned()
d?.onTap?()
d = nil
var e: Controller? = Controller(name: "E")
e?.setUpStrong()
e?.onTap?()
e = nil
print("E leaked: no deinit")
let x = 5
var f: Controller? = Controller(name: "F")
f?.onTap = { [weak f, x] in print("captured", f?.name ?? "gone", x) }
f?.onTap?()
f = nil
print("end")
