import Testing
@testable import KeyLab

@Suite("a loop in the learner's handler is traced by its start and end, not line by line")
struct LoopTraceTests {
    private func focusTrace(_ body: String) -> [String] {
        let controller = """
        class VC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func show(_ n: Notification) {
        \(body)
            }
        }
        """
        let session = Session(environment: SessionEnvironment(width: 120))
        for line in [":draw off", ":add textfield tf 20 500 335 44", "import UIKit", controller, ":strategy code VC"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        return session.handle(":focus tf").output.split(separator: "\n").map(String.init)
    }

    @Test("one line run 100 times: three runs, ⋮ ×97, the last run with its numbers")
    func sameLineRun() {
        let lines = focusTrace("var total = 0.0\nfor _ in 0..<100 { total += 1 }\nview.frame.origin.y = -total")
        let loop = lines.filter { $0.contains("total += 1 }") }
        #expect(loop.count == 4, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains("    ⋮ ×97"))
        #expect(loop.last?.hasSuffix("99 + 1 = 100") == true)
        #expect(lines.contains { $0.hasSuffix("view.frame.origin.y = -total   0 → −100") })
        #expect(lines.contains { $0.hasPrefix("keyboardDidShow") })
    }

    @Test("two lines alternating 30 times: at most 40 lines of the handler, the rest counted")
    func longHandlerMiddleLeftOut() {
        let lines = focusTrace("var total = 50.0\nfor i in 0..<30 {\n    total -= 1\n    view.frame.origin.y = -total - Double(i)\n}")
        let handler = lines.filter { $0.hasPrefix("    entry ") || $0.hasPrefix("    ⋮") }
        #expect(handler.count <= 40, "\(handler.count)")
        let marker = handler.first { $0.hasPrefix("    ⋮ ×") }
        // 1 + 1 + 60 statements ran; 39 are shown.
        #expect(marker == "    ⋮ ×23", "\(handler.joined(separator: "\n"))")
        #expect(handler.last?.hasSuffix("−49 → −49") == true, "\(handler.last ?? "")")
    }
}
