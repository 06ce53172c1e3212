import KeyboardSim
import SimUIKit
import Testing
@testable import KeyLab

/// The `safe-area on` fix of `move` and `constraints`, as the learner reads it in `:code`:
/// the code keylab prints sits on the keyboard of a notched iPhone.
@Suite(":code of move / constraints with safe-area on subtracts the safe area's bottom inset")
struct SafeAreaCodeTests {
    static let chat = [":add toolbar bar 0 0 375 44", ":pin bar.leading to safe.leading", ":pin bar.trailing to safe.trailing",
                       ":pin bar.bottom to safe.bottom", ":pin bar.height 44", ":add textfield message 8 4 250 36 in bar"]

    @Test("move bar safe-area on: its :code moves by keyboardFrame.height - safeAreaInsets.bottom and passes show on an iPhone X")
    func moveCodeOnIPhoneX() {
        let session = Session()
        for line in [":draw off"] + Self.chat + [":strategy move bar safe-area on"] { _ = session.handle(line) }
        let code = session.handle(":code").output.removingANSIEscapes
        #expect(code.contains("frame.origin.y -= keyboardFrame.height - self.view.safeAreaInsets.bottom"), "\(code)")
        #expect(!session.handle(code).failed)
        let name = ControllerBinding.controllerClasses(in: session.swift).first ?? ""
        let results = AuditRunner.run(.controller(name), scene: AuditScene.fromScript(Self.chat, name: "chat.keylab"), from: session,
                                      filter: { $0.sequence == .show && ($0.device == "iphone-x" || $0.device == "iphone-8") }).results
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.outcome == .passed }, "\(results.map(\.outcome))")
    }

    @Test("constraints safe-area on: its :code takes the inset off the keyboard's height")
    func constraintsCode() {
        let session = Session()
        for line in [":draw off"] + Self.chat + [":strategy constraints safe-area on"] { _ = session.handle(line) }
        let code = session.handle(":code").output.removingANSIEscapes
        #expect(code.contains("let keyboardHeight = keyboardFrame.height - view.safeAreaInsets.bottom"), "\(code)")
    }
}
