import Foundation
import Testing

/// The learner types a view controller at the prompt (braces continue the
/// entry), loads another from a file, and puts it on the screen with
/// `:strategy code`: keyboard events run its handlers.
@Suite("the learner's own view controller, end to end")
struct OwnControllerTests {
    static let typed = """
    import UIKit
    class ViewController: UIViewController {
        var isKeyboard = false
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { n in
                guard !self.isKeyboard, let info = n.userInfo else { return }
                if let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                    let keyboardHeight = value.cgRectValue.height
                    self.view.frame.origin.y -= keyboardHeight
                    self.isKeyboard = true
                }
            }
        }
    }
    :add textfield nickname 20 540 335 40
    :strategy code
    :focus nickname
    :trace
    """

    @Test("typed at the prompt, the controller shifts the screen and the trace shows its lines")
    func typedAtThePrompt() throws {
        let result = try BinaryRunner.run(["--no-color"], stdin: Self.typed + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("strategy: code ViewController"))
        // The entry's 9th line (the entry starts at `class`), with its numbers.
        #expect(result.stdout.contains("entry 2:9  self.view.frame.origin.y -= keyboardHeight   0 − 258 = −258"))
        #expect(result.stdout.contains("(0, -258, 375, 667)"))
    }

    @Test(":load reads a file and its lines number the trace; a wrong class name is refused by name")
    func loadedFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-own-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = Self.typed.split(separator: "\n").prefix(15).joined(separator: "\n")
        try Data((lines + "\n").utf8).write(to: folder.appendingPathComponent("Shift.swift"))
        let script = ":load Shift.swift\n:add textfield nickname 20 540 335 40\n:strategy code Nope\n:strategy code ViewController\n:focus nickname\n"
        let result = try BinaryRunner.run(["--no-color"], stdin: script, directory: folder)
        #expect(result.stdout.contains("loaded Shift.swift (15 lines)"))
        #expect(result.stdout.contains("'Nope' is not a UIViewController subclass declared in this session; declared: ViewController")
                || result.stderr.contains("'Nope' is not a UIViewController subclass declared in this session; declared: ViewController"))
        #expect(result.stdout.contains("Shift.swift:10  self.view.frame.origin.y -= keyboardHeight   0 − 258 = −258"))
    }
}
