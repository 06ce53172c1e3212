protocol KeyboardDelegate: AnyObject {
    func keyboardWillShow(height: Double)
}
class Manager {
    static let shared = Manager()
    private init() { print("manager made") }
    weak var delegate: KeyboardDelegate?
    func show(_ h: Double) {
        delegate?.keyboardWillShow(height: h)
        if delegate == nil { print("no delegate") }
    }
}
class Screen: KeyboardDelegate {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) gone") }
    func keyboardWillShow(height: Double) { print(name, "moves up by", height) }
}
var screen: Screen? = Screen(name: "login")
Manager.shared.delegate = screen
Manager.shared.show(300)
print(Manager.shared === Manager.shared)
screen = nil
Manager.shared.show(200)
let r: KeyboardDelegate = Screen(name: "temp")
r.keyboardWillShow(height: 1)
