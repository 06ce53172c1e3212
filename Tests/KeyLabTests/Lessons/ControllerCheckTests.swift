import Foundation
import Lessons
import Testing
@testable import KeyLab

/// `:controller …` checks: the learner's own view controller over a device ×
/// orientation matrix, against a rule or a built-in strategy.
@Suite struct ControllerCheckTests {
    private static let setup = [":draw off", ":explain off", ":add textfield email 20 100 335 44",
                                ":add textfield nickname 20 480 335 44", ":pin nickname.bottom to safe.bottom -20"]

    /// A controller whose keyboardWillShow sets `view.frame.origin.y = SHIFT`.
    private static func controller(shift: String) -> [String] {
        ["import UIKit",
         """
         class ViewController: UIViewController {
             override func viewDidLoad() {
                 super.viewDidLoad()
                 NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
             }
             @objc func keyboardWillShow(_ notification: Notification) {
                 guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                 view.frame.origin.y = \(shift)
             }
         }
         """]
    }

    private func session(_ entries: [String], language: String = "en") -> Session {
        let session = Session(environment: SessionEnvironment(language: language))
        for line in Self.setup + entries { _ = session.handle(line) }
        return session
    }

    private func outcome(_ check: String, _ session: Session) -> ExerciseChecks.Outcome {
        ExerciseChecks.run(ExerciseCheck(text: check, line: 1), setup: Self.setup, in: session)
    }

    private let visible = ":controller ViewController on iphone-se,iphone-8,iphone-x,ipad portrait,landscape do :focus nickname expect nickname visible"

    @Test func theKeyboardsOwnHeightPassesOnEveryDevice() {
        let result = outcome(visible, session(Self.controller(shift: "-frame.height")))
        #expect(result.passed, "\(result.detail)")
    }

    @Test func aHardCoded258FailsNamingTheDeviceButNotTheAnswer() {
        let result = outcome(visible, session(Self.controller(shift: "-258")))
        #expect(!result.passed)
        // Too far on a small landscape keyboard, not far enough on a tall one.
        #expect(result.message.hasPrefix("on iPhone SE (1st), landscape: after `:focus nickname`, `nickname` is pushed"), "\(result.message)")
        let tall = outcome(":controller on iphone-x portrait do :focus nickname expect nickname visible",
                           session(Self.controller(shift: "-258")))
        #expect(tall.message.hasPrefix("on iPhone X, portrait: after `:focus nickname`, the keyboard covers `nickname`"), "\(tall.message)")
        // The expected shift (the iPhone X keyboard's height) is never shown.
        #expect(!result.message.contains("335") && !result.message.contains("-258"), "\(result.message)")
        // The author sees every failing run.
        #expect(result.detail.split(separator: "\n").count >= 2, "\(result.detail)")
    }

    @Test func onePortraitDeviceCannotTellAHardCodedHeightFromTheRealOne() {
        let one = ":controller on iphone-8 portrait do :focus nickname expect nickname visible"
        #expect(outcome(one, session(Self.controller(shift: "-258"))).passed)
    }

    @Test func noControllerFailsSayingSo() {
        let result = outcome(visible, session([]))
        #expect(!result.passed)
        #expect(result.message.contains("could not be put on the screen"), "\(result.message)")
    }

    @Test func aCrashIsReportedWithTheEvent() {
        let crashing = ["import UIKit",
                        """
                        class ViewController: UIViewController {
                            override func viewDidLoad() {
                                super.viewDidLoad()
                                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                            }
                            @objc func keyboardWillShow(_ notification: Notification) {
                                let frame = notification.userInfo![UIResponder.keyboardFrameBeginUserInfoKey] as! String
                                print(frame)
                            }
                        }
                        """]
        let result = outcome(visible, session(crashing))
        #expect(!result.passed)
        #expect(result.message.contains("your code crashed after `:focus nickname`"), "\(result.message)")
    }

    /// A handler that never returns: the check stops it with its own step budget, says it is an
    /// endless loop on the first device and does not try the seven others (it took two minutes).
    @Test func anEndlessLoopIsStoppedOnTheFirstDevice() {
        let looping = Self.controller(shift: "-frame.height").map {
            $0.replacingOccurrences(of: "view.frame.origin.y = -frame.height",
                                    with: "var i = 0\n        while i >= 0 { i += 1 }")
        }
        let learner = session(looping)
        let result = outcome(visible, learner)
        #expect(!result.passed)
        #expect(result.message == "on iPhone SE (1st), portrait: your code did not finish after `:focus nickname`: it ran 5000000 steps without returning (an endless loop?); the other devices were not tried", "\(result.message)")
        #expect(result.detail.split(separator: "\n").count == 1, "\(result.detail)")
        // The learner's own REPL keeps its budget.
        #expect(learner.environment.limits.maxSteps == 50_000_000)
    }

    @Test func matchesComparesWithTheBuiltInStrategy() {
        let check = ":controller on iphone-8,iphone-x portrait,landscape do :focus nickname matches strategy shift-view comparing view.y"
        let right = outcome(check, session(Self.controller(shift: "-frame.height")))
        #expect(right.passed, "\(right.detail)")
        let wrong = outcome(check, session(Self.controller(shift: "-258")))
        #expect(!wrong.passed)
        #expect(wrong.message.contains("`view.y` is -258 with your code"), "\(wrong.message)")
        #expect(wrong.detail.contains("(≠ -335)"), "\(wrong.detail)")
        #expect(!wrong.message.contains("≠") && !wrong.message.contains("335"))
    }

    @Test func theLearnersOwnScreenIsUntouched() {
        let learner = session(Self.controller(shift: "-frame.height"))
        let before = learner.scene.simulation.views.map(\.frame)
        _ = outcome(visible, learner)
        #expect(learner.scene.simulation.views.map(\.frame) == before)
        #expect(learner.scene.simulation.strategy.name != "code")
    }

    @Test func koreanPlaceAndReason() {
        let result = outcome(visible, session(Self.controller(shift: "-258"), language: "ko"))
        #expect(result.message.contains("가로 방향") || result.message.contains("세로 방향"), "\(result.message)")
        #expect(result.message.contains("safe area보다"), "\(result.message)")
    }

    @Test func badCheckLinesAreSyntaxErrors() {
        for bad in [":controller", ":controller on iphone-8", ":controller on iphone-8 sideways expect a visible",
                    ":controller on iphone-8 portrait", ":controller on iphone-8 portrait do :focus a",
                    ":controller on iphone-8 portrait do focus a expect a visible",
                    ":controller on iphone-8 portrait do :strategy move expect a visible",
                    ":controller on iphone-8 portrait expect a.y ~ 3",
                    ":controller on iphone-8 portrait matches strategy code",
                    ":controller on iphone-8 portrait matches strategy shift-view comparing"] {
            #expect((try? CheckPrimitive.parse(bad).get()) == nil, "\(bad)")
        }
        let good = CheckPrimitive.parse(":controller VC on iphone-8,ipad portrait,landscape do :focus a; :dismiss expect a visible, view.y <= 0")
        #expect(good == .success(.controller(ControllerQuery(
            className: "VC", devices: ["iphone-8", "ipad"], orientations: ["portrait", "landscape"],
            events: [":focus a", ":dismiss"], rule: .expect([.visible("a"), .compare(path: "view.y", op: "<=", number: 0)])))))
    }
}
