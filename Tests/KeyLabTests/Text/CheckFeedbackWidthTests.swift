import Foundation
import Lessons
import Testing
@testable import KeyLab

/// A failed `:check` of a code exercise explains each failing check in
/// sentences long enough to pass the terminal's width; they wrap at spaces,
/// so the terminal never cuts a Korean word.
@Suite struct CheckFeedbackWidthTests {
    static let hardCoded = """
    class ViewController: UIViewController { @IBOutlet var nickname: UITextField?; override func viewDidLoad() { super.viewDidLoad(); NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil) }; @objc func show(_ n: Notification) { view.frame.origin.y = -258 } }
    """

    @Test(arguments: [("ko", 60), ("ko", 80), ("en", 60)]) func failedCheckFitsTheTerminal(language: String, width: Int) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-width-\(language)-\(width)")
        defer { try? FileManager.default.removeItem(at: data) }
        let session = Session(environment: SessionEnvironment(width: width, language: language,
                                                              lessonsDirectory: LessonDiscovery.sourceTreeLessons,
                                                              dataDirectory: data.path))
        for line in [":lesson keyboard/shift-view", ":next", ":next", "import UIKit", Self.hardCoded] {
            _ = session.handle(line)
        }
        let reply = session.handle(":check")
        #expect(reply.failed)
        let lines = reply.output.split(separator: "\n").map(String.init)
        #expect(lines.count > 4, "\(reply.output)")
        let wide = lines.filter { $0.displayWidth > width }
        #expect(wide.isEmpty, "\(wide)")
    }
}
