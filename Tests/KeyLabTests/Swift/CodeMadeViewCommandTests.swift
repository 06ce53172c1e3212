import Testing
@testable import KeyLab

@Suite("views made in the learner's code on the simulated screen")
struct CodeMadeViewCommandTests {
    static let controller = """
        class ViewController: UIViewController {
            let bar = UIToolbar()
            let message = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                message.frame = CGRect(x: 8, y: 7, width: 300, height: 30)
                bar.addSubview(message)
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """

    @Test("a bar made in code is in :scene and :json, and :focus finds its field by the property's name")
    func sceneJsonAndFocus() {
        let session = Session(environment: SessionEnvironment(width: 200, language: "en"))
        let source = Self.controller.replacingOccurrences(of: "view.addSubview(bar)\n",
                                                          with: "view.addSubview(bar)\n        bar.translatesAutoresizingMaskIntoConstraints = false\n")
        for line in [":draw off", "import UIKit", source] {
            #expect(!session.handle(line).failed, "\(line)")
        }
        let installed = session.handle(":strategy code")
        #expect(installed.output.contains("view.addSubview(bar): a UIToolbar made in code, now on the screen at (0, 0, 0, 0)"),
                "\(installed.output)")
        let scene = session.handle(":scene").output
        #expect(scene.contains("bar") && scene.contains("message"), "\(scene)")
        #expect(session.handle(":json").output.contains("\"message\""))
        #expect(!session.handle(":focus message").failed)
        // iPhone 8: the keyboard's top at 667 − 258 = 409; the bar 44 above it.
        #expect(session.scene.simulation.frame(of: "bar")?.y == 365)
    }

    @Test("forgetting translatesAutoresizingMaskIntoConstraints = false is reported in English and Korean")
    func conflictInBothLanguages() {
        for (language, words) in [("en", "Unable to simultaneously satisfy constraints: UIKit turns bar's frame into constraints"),
                                  ("ko", "제약 충돌(UIKit 로그: Unable to simultaneously …): UIKit이 bar의 프레임을 제약으로 바꾸는데")] {
            let session = Session(environment: SessionEnvironment(width: 300, language: language))
            for line in [":draw off", "import UIKit", Self.controller] {
                #expect(!session.handle(line).failed, "\(line)")
            }
            let installed = session.handle(":strategy code").output
            #expect(installed.contains(words), "\(installed)")
            #expect(session.scene.simulation.frame(of: "bar")?.y == 0)
        }
    }
}
