class UIView {
    var tag = 0
}
extension UIView {
    struct AnimationOptions {
        let rawValue: UInt
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        static let curveLinear = UIView.AnimationOptions(rawValue: 3 << 16)
    }
    static func animate(withDuration d: Double, options: AnimationOptions, animations: () -> Void) {
        print("animate", d, options.rawValue)
        animations()
    }
}
struct Notification {
    struct Name: Equatable { let rawValue: String; init(_ s: String) { rawValue = s } }
    let name: Name
}
extension Notification.Name {
    static let keyboardWillShow = Notification.Name("kws")
}
let v = UIView()
UIView.animate(withDuration: 0.25, options: .curveEaseOut) { v.tag = 1 }
print(v.tag)
let opt: UIView.AnimationOptions = .curveLinear
print(opt.rawValue, opt)
let n = Notification(name: .keyboardWillShow)
print(n.name == .keyboardWillShow, n.name.rawValue, n)
func handle(_ name: Notification.Name) -> String {
    if name == .keyboardWillShow { return "show" }
    switch name.rawValue {
    case "zz": return "zz"
    default: return "other"
    }
}
print(handle(.keyboardWillShow), handle(Notification.Name("x")))
