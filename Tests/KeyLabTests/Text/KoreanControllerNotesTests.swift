import Testing
@testable import KeyLab

/// The notes keylab adds around the learner's own controller (outlets, a
/// crash in a handler) read in Korean in a Korean session.
@Suite struct KoreanControllerNotesTests {
    static let controller = """
    class VC: UIViewController {
        @IBOutlet var nickname: UITextField!
        var missing: Double?
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func show(_ n: Notification) { view.frame.origin.y = -missing! }
    }
    """

    private func output(language: String) -> String {
        let session = Session(environment: SessionEnvironment(width: 100, language: language))
        var text = ""
        for line in [":draw off", ":add textfield nickname 20 500 335 44", "import UIKit", Self.controller, ":strategy code VC", ":focus nickname"] {
            text += session.handle(line).output + "\n"
        }
        return text
    }

    @Test func outletsAndTheCrashNoteAreKorean() {
        let korean = output(language: "ko")
        #expect(korean.contains("연결된 아웃렛: nickname"), "\(korean)")
        #expect(korean.contains("실제 앱이라면 여기서 크래시가 나요"), "\(korean)")
        #expect(!korean.contains("the app would crash here") && !korean.contains("outlets connected"), "\(korean)")
        // Swift's own trap text stays English, as the runtime prints it.
        #expect(korean.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"), "\(korean)")
    }

    @Test func englishKeepsItsWords() {
        let english = output(language: "en")
        #expect(english.contains("outlets connected: nickname"))
        #expect(english.contains("the app would crash here: keylab keeps the screen as it was before keyboardWillShow and goes on"), "\(english)")
    }
}
