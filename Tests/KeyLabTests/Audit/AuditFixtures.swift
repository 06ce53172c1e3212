import KeyboardSim
import Testing
@testable import KeyLab

/// Controllers and scenes the audit tests run through the gauntlet.
enum AuditFixtures {
    /// Two fields pinned to the safe area: email at the top, nickname 20 pt above the bottom.
    static let form = [
        ":add textfield email 20 0 335 40",
        ":pin email.top to safe.top + 20",
        ":pin email.leading to safe.leading + 20",
        ":pin email.trailing to safe.trailing - 20",
        ":pin email.height 40",
        ":add textfield nickname 20 0 335 40",
        ":pin nickname.bottom to safe.bottom - 20",
        ":pin nickname.leading to safe.leading + 20",
        ":pin nickname.trailing to safe.trailing - 20",
        ":pin nickname.height 40"
    ]

    /// The web's most copied answer: the Begin frame's height, shifted once while the root is at 0.
    static let mostCopied = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet weak var nickname: UITextField!

            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            @objc func keyboardWillShow(_ notification: NSNotification) {
                guard let userInfo = notification.userInfo else { return }
                let h = (userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue.height
                if view.frame.origin.y == 0 {
                    view.frame.origin.y -= h
                }
            }

            @objc func keyboardWillHide(_ notification: NSNotification) {
                if view.frame.origin.y != 0 {
                    view.frame.origin.y = 0
                }
            }
        }
        """

    /// End frame, converted, first-responder aware, observers only while on screen, hide restores.
    static let careful = """
        import UIKit

        class FormController: UIViewController {
            @IBOutlet weak var email: UITextField!
            @IBOutlet weak var nickname: UITextField!

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                                                       name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)),
                                                       name: UIResponder.keyboardWillHideNotification, object: nil)
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                NotificationCenter.default.removeObserver(self)
                view.frame.origin.y = 0
            }

            @objc func keyboardWillShow(_ notification: Notification) {
                guard let info = notification.userInfo,
                      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                let fields: [UITextField] = [email, nickname]
                guard let field = fields.first(where: { $0.isFirstResponder }) else { return }
                // The keyboard in the root view's space, then back to the window's: the root's own shift cancels out.
                let keyboard = view.convert(end, from: nil)
                let keyboardTop = keyboard.minY + view.frame.origin.y
                let fieldBottom = field.convert(field.bounds, to: view).maxY
                let shift = max(0, fieldBottom + 8 - keyboardTop)
                // The keyboard's own timing: its duration, and its curve (7) shifted into the options.
                let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
                let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 7
                UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)) {
                    self.view.frame.origin.y = -shift
                }
            }

            @objc func keyboardWillHide(_ notification: Notification) {
                view.frame.origin.y = 0
            }
        }
        """

    /// A session with `code` loaded (no scene: the audit is given one).
    static func session(_ code: String) -> Session {
        let session = Session()
        let reply = session.handle(code)
        precondition(!reply.failed, reply.output)
        return session
    }

    /// The failures of an audit, as (sequence, device, orientation, property).
    static func failures(_ results: [AuditResult]) -> [(GauntletSequence, String, Orientation, GauntletProperty)] {
        results.compactMap { r in
            guard case .failed(let finding, _) = r.outcome else { return nil }
            return (r.place.sequence, r.place.device, r.place.orientation, finding.property)
        }
    }
}
