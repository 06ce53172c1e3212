import Foundation
import Testing

/// `keylab audit FILE.swift [CLASS] [--scene SCRIPT.keylab] [--json]`: the
/// exit status says whether every run passed; `--json` is one object.
@Suite("keylab audit, end to end")
struct AuditCommandTests {
    static let scene = """
        :add textfield email 20 0 335 40
        :pin email.top to safe.top + 20
        :pin email.leading to safe.leading + 20
        :pin email.trailing to safe.trailing - 20
        :pin email.height 40
        :add textfield nickname 20 0 335 40
        :pin nickname.bottom to safe.bottom - 20
        :pin nickname.leading to safe.leading + 20
        :pin nickname.trailing to safe.trailing - 20
        :pin nickname.height 40
        """

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

    /// A folder with the scene and both controllers.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((scene + "\n").utf8).write(to: folder.appendingPathComponent("form.keylab"))
        try Data((mostCopied + "\n").utf8).write(to: folder.appendingPathComponent("Copied.swift"))
        try Data((careful + "\n").utf8).write(to: folder.appendingPathComponent("Careful.swift"))
        return folder
    }

    @Test("the most copied answer exits 1 and its JSON names the failed sequence, property and replay line")
    func failingControllerJSON() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["audit", "Copied.swift", "--scene", "form.keylab", "--json"], directory: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["class"] as? String == "ViewController")
        let results = object?["results"] as? [[String: Any]] ?? []
        #expect(results.count > 100)
        let growth = results.first { $0["sequence"] as? String == "predictive-on" && $0["device"] as? String == "iphone-8"
            && $0["orientation"] as? String == "portrait" }
        #expect(growth?["passed"] as? Bool == false)
        #expect(growth?["property"] as? String == "field-visible")
        #expect((growth?["detail"] as? String)?.contains("nickname is covered by 22 pt") == true)
        #expect(growth?["replay"] as? String == ":audit ViewController predictive-on iphone-8 portrait")
        let show = results.first { $0["sequence"] as? String == "show" && $0["device"] as? String == "iphone-8" }
        #expect(show?["passed"] as? Bool == true)
        #expect(show?["property"] is NSNull)
    }

    @Test("a careful controller exits 0 with the table; a missing file exits 1")
    func passingControllerTable() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BinaryRunner.run(["--no-color", "audit", "Careful.swift", "FormController", "--scene", "form.keylab"], directory: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("the keyboard gauntlet for FormController"))
        #expect(result.stdout.contains("scene: from form.keylab"))
        #expect(result.stdout.contains("passed: all 188"))
        let missing = try BinaryRunner.run(["audit", "Nope.swift"], directory: folder)
        #expect(missing.status == 1)
    }
}
