import Foundation
import Testing
@testable import KeyLab

@Suite(":strategy code, :load and :pin … as NAME put the learner's controller on the screen")
struct CodeStrategyCommandTests {
    static let controller = """
    class ViewController: UIViewController {
        var bottomConstraint: NSLayoutConstraint? = nil
        override func viewDidLoad() {
            super.viewDidLoad()
            _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { n in
                guard let info = n.userInfo, let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                if let c = self.bottomConstraint { c.constant = -end.cgRectValue.height }
            }
        }
    }
    """

    @Test("without UIKit, and without a controller, the refusal says what to do")
    func refusals() {
        let session = Session()
        let noUIKit = session.handle(":strategy code")
        #expect(noUIKit.failed)
        #expect(noUIKit.output.contains("type `import UIKit`"))
        _ = session.handle("import UIKit")
        #expect(session.handle(":strategy code").output.contains("no UIViewController subclass is declared yet"))
    }

    @Test("a named constraint binds to the outlet and the keyboard moves the bar")
    func constraintOutlet() {
        let session = Session()
        for line in [":draw off", ":add textfield nickname 20 100 335 44", ":add toolbar bar 0 0 375 44", ":pin bar.height 44", "import UIKit"] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let pinned = session.handle(":pin bar.bottom to safe.bottom as bottomConstraint")
        #expect(pinned.output.contains("pinned bar.bottom to safe.bottom as bottomConstraint"))
        #expect(!session.handle(Self.controller).failed)
        let installed = session.handle(":strategy code")
        #expect(installed.output.hasPrefix("strategy: code ViewController\noutlets connected: bottomConstraint\n"))
        _ = session.handle(":focus nickname")
        // 667 − 258 − 44 = 365: the bar sits on the keyboard.
        #expect(session.scene.simulation.frame(of: "bar")?.y == 365)
        #expect(session.handle(":pin bar.top to safe.top as bottomConstraint").failed)
    }

    @Test("completion offers the declared controllers after ':strategy code'")
    func completion() {
        let session = Session()
        _ = session.handle("import UIKit")
        _ = session.handle("class FormController: UIViewController {}")
        #expect(session.completions(for: ":strategy co").contains("code"))
        #expect(session.completions(for: ":strategy code F") == ["FormController"])
    }

    @Test(":load reads a file; an unreadable one is named")
    func load() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Form.swift")
        try Data(("import UIKit\n" + Self.controller + "\n").utf8).write(to: file)
        let session = Session()
        let loaded = session.handle(":load " + file.path)
        #expect(loaded.output == "loaded Form.swift (11 lines)\n")
        #expect(session.handle(":strategy code").output.contains("Form.swift:5  super.viewDidLoad()"))
        let missing = session.handle(":load " + folder.appendingPathComponent("Nope.swift").path)
        #expect(missing.failed)
        #expect(missing.output.contains("cannot read"))
    }

    @Test("in Korean the refusal is Korean")
    func korean() {
        let session = Session(environment: SessionEnvironment(language: "ko"))
        #expect(session.handle(":strategy code").output.hasPrefix("오류: 아직 뷰 컨트롤러가 없어요"))
    }
}

extension CodeStrategyCommandTests {
    @Test(":edit runs the editor on a scratch file, loads it, and offers the text again")
    func edit() {
        var environment = SessionEnvironment()
        environment.runEditor = { _, path in
            // The "editor" appends a line to what it was given.
            guard let old = FileManager.default.contents(atPath: path) else { return false }
            let text = String(decoding: old, as: UTF8.self) + "// edited\n"
            return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        let session = Session(environment: environment)
        let first = session.handle(":edit")
        #expect(first.output == "loaded ViewController.swift (5 lines)\n")
        #expect(ControllerBindingNames.classes(session) == ["ViewController"])
        // The second :edit starts from the first one's text (one more line).
        let second = session.handle(":edit")
        #expect(second.output == "loaded ViewController.swift (6 lines)\n")
        #expect(Session().handle(":edit").output.contains(":edit needs a terminal"))
    }
}

extension CodeStrategyCommandTests {
    @Test(":edit NAME.swift on a missing file says so first; left as the template it is removed and nothing loads")
    func editMissingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keylab-edit-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Form.swift").path
        var quitting = SessionEnvironment()
        quitting.runEditor = { _, _ in true } // the learner quits without saving
        let session = Session(environment: quitting)
        let reply = session.handle(":edit \(path)")
        #expect(reply.output.hasPrefix("\(path) does not exist yet: keylab creates it"), "\(reply.output)")
        #expect(reply.output.contains("was left as the template: removed again, nothing loaded"))
        #expect(!reply.output.contains("loaded Form.swift"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(ControllerBindingNames.classes(session) == [])

        // Written in the editor: kept, and loaded.
        var writing = SessionEnvironment()
        writing.runEditor = { _, file in
            FileManager.default.createFile(atPath: file, contents: Data("import UIKit\nclass Form: UIViewController {}\n".utf8))
        }
        let second = Session(environment: writing).handle(":edit \(path)")
        #expect(second.output.contains("does not exist yet"))
        #expect(second.output.hasSuffix("loaded Form.swift (2 lines)\n"), "\(second.output)")
        #expect(FileManager.default.fileExists(atPath: path))
    }
}

/// The controller classes a session declared (what `:strategy code` completes).
enum ControllerBindingNames {
    static func classes(_ session: Session) -> [String] { CodeStrategyCommand.completions(session) }
}
