struct CGPoint { var x = 0.0, y = 0.0 }
struct CGSize { var width = 0.0, height = 0.0 }
struct CGRect { var origin = CGPoint(); var size = CGSize() }
class UIView {
    var frame = CGRect(origin: CGPoint(), size: CGSize(width: 390, height: 844))
    static func animate(withDuration d: Double, animations: () -> Void) { animations() }
}
class NSLayoutConstraint { var constant = 0.0 }
extension UIView {
    struct AnimationOptions {
        let rawValue: UInt
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    }
}
protocol KeyboardObserving: AnyObject { func keyboardWillShow(height: Double) }
class KeyboardCenter {
    static let shared = KeyboardCenter()
    private init() {}
    weak var observer: KeyboardObserving?
    var onShow: ((Double) -> Void)?
    func post(_ h: Double) {
        observer?.keyboardWillShow(height: h)
        onShow?(h)
    }
}
class ViewController: KeyboardObserving {
    var view: UIView!
    var bottomConstraint: NSLayoutConstraint!
    let options: UIView.AnimationOptions = .curveEaseOut
    func viewDidLoad() {
        view = UIView()
        bottomConstraint = NSLayoutConstraint()
        KeyboardCenter.shared.observer = self
        KeyboardCenter.shared.onShow = { [weak self] h in
            guard let self else { return }
            self.bottomConstraint.constant = -h
        }
    }
    func keyboardWillShow(height: Double) {
        UIView.animate(withDuration: 0.25) {
            self.view.frame.origin.y -= height
        }
    }
    deinit { print("controller gone") }
}
var vc: ViewController? = ViewController()
vc?.viewDidLoad()
KeyboardCenter.shared.post(336)
print(vc!.view.frame.origin.y, vc!.bottomConstraint.constant, vc!.options.rawValue)
vc = nil
KeyboardCenter.shared.post(100)
print(KeyboardCenter.shared.observer == nil)
