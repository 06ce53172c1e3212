import Foundation
import Testing
@testable import KeyLab

@Suite("a learner's traced line wider than the terminal keeps its value apart")
struct LearnerLineWrapTests {
    static let controller = """
    class VC: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        @objc func show(_ n: Notification) {
            let duration = n.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            view.frame.origin.y = -((n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0) + duration * 0
        }
    }
    """

    private func trace(width: Int) -> [String] {
        let session = Session(environment: SessionEnvironment(width: width, language: "en"))
        for line in [":draw off", ":add textfield nickname 20 500 335 44", "import UIKit", Self.controller, ":strategy code VC"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        return session.handle(":focus nickname").output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("a wrapped line keeps the two spaces between its location and its code", arguments: [40, 60, 80])
    func locationGapKept(width: Int) {
        let lines = trace(width: width)
        let located = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry ") }
        #expect(located.count == 2, "\(lines.joined(separator: "\n"))")
        for line in located {
            let body = line.drop { $0 == " " }
            let words = body.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            // `entry 2:4  NotificationCenter…`: entry, the place, then an empty word for the second space.
            #expect(words.count == 3 && words[2].hasPrefix(" ") && !words[2].hasPrefix("  "), "\(line)")
        }
    }

    @Test("at 40, 60 and 80 columns the value sits on its own ⇒ line, after the wrapped code", arguments: [40, 60, 80])
    func valueOnItsOwnLine(width: Int) {
        let lines = trace(width: width)
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines.filter { $0.displayWidth > width })")
        let values = lines.filter { $0.drop(while: { $0 == " " }).hasPrefix("⇒ ") }
        #expect(values.map { String($0.drop(while: { $0 == " " })) } == ["⇒ 0.25", "⇒ 0 → −258"], "\(lines.joined(separator: "\n"))")
        // The code line just above the value ends with the code, not with the number.
        if let index = lines.firstIndex(where: { $0.hasSuffix("⇒ 0.25") }) {
            #expect(lines[index - 1].hasSuffix("0.25"))
            let code = lines[..<index].suffix(4).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(code.hasSuffix("?? 0.25"), "\(code)")
        }
    }

    @Test("at 120 columns short enough lines stay on one line with the value after three spaces")
    func wideTerminalUnchanged() {
        let lines = trace(width: 120)
        #expect(lines.contains { $0.hasPrefix("    entry 2:7  let duration = ") && $0.hasSuffix("?? 0.25   0.25") })
    }
}
