import KeyboardSim
import SimUIKit
import Testing
@testable import KeyLab

@Suite(":audit runs a controller through the gauntlet on every device and orientation")
struct AuditTests {
    static func audit(_ session: Session, _ subject: AuditRunner.Subject, scene: [String] = AuditFixtures.form) -> [AuditResult] {
        AuditRunner.run(subject, scene: AuditScene.fromScript(scene, name: "form.keylab"), from: session).results
    }

    @Test("the web's most copied answer fails when the keyboard grows while up, covered by the growth")
    func mostCopiedFailsOnAHeightChange() {
        let session = AuditFixtures.session(AuditFixtures.mostCopied)
        let results = Self.audit(session, .controller("ViewController"))
        let growth = results.first { $0.place == GauntletCase(sequence: .predictiveOn, device: "iphone-8", orientation: .portrait) }
        // Shifted by 216 with the bar off; the bar comes on (258) and `origin.y == 0` keeps it from moving again:
        // nickname's bottom 647 − 216 = 431 against the keyboard's top 667 − 258 = 409.
        #expect(growth?.outcome == .failed(.covered(field: "nickname", by: 22), after: ":keyboard predictive on"))
        for sequence in [GauntletSequence.cjk, .thirdParty] {
            let r = results.first { $0.place == GauntletCase(sequence: sequence, device: "iphone-8", orientation: .portrait) }
            guard case .failed(let finding, _) = r?.outcome else {
                Issue.record("\(sequence.id) passed")
                continue
            }
            #expect(finding.property == .fieldVisible)
        }
        // A plain show on a home-button iPhone is what the answer was written for: it passes.
        #expect(results.first { $0.place == GauntletCase(sequence: .show, device: "iphone-8", orientation: .portrait) }?.outcome == .passed)
    }

    @Test("a careful controller passes every sequence on every iPhone (and the iPad)")
    func carefulControllerPasses() {
        let session = AuditFixtures.session(AuditFixtures.careful)
        let results = Self.audit(session, .controller("FormController"))
        #expect(results.count > 150)
        for r in results {
            if case .notApplicable = r.outcome { continue }
            #expect(r.outcome == .passed, "\(r.place.sequence.id) \(r.place.device) \(r.place.orientation.rawValue): \(r.outcome)")
        }
    }

    /// The careful controller with its animation call replaced by `animation` (BODY is the change).
    static func animating(_ animation: String) -> String {
        let careful = AuditFixtures.careful
        guard let start = careful.range(of: "UIView.animate("), let end = careful.range(of: "}\n", range: start.upperBound..<careful.endIndex)
        else { return careful }
        return careful.replacingCharacters(in: start.lowerBound..<end.upperBound,
                                           with: animation.replacingOccurrences(of: "BODY", with: "self.view.frame.origin.y = -shift") + "\n")
    }

    @Test("an animation with a duration of its own or without the keyboard's curve breaks keyboard-timing")
    func animationTiming() {
        let madeUp = Self.audit(AuditFixtures.session(Self.animating("UIView.animate(withDuration: 0.3, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) { BODY }")),
                                .controller("FormController"))
        let show = Self.failed(madeUp, .show)
        #expect(show == .timing(HandlerAnimation(notification: "keyboardWillShow", duration: 0.3, curve: 7,
                                                 given: KeyboardTiming(duration: 0.25, curve: 7, confirmed: true))), "\(String(describing: show))")
        // The notification's duration without its curve: UIKit's default ease-in-out is not the keyboard's 7.
        let noCurve = Self.audit(AuditFixtures.session(Self.animating("UIView.animate(withDuration: duration) { BODY }")),
                                 .controller("FormController"))
        if case .timing(let a) = Self.failed(noCurve, .show) {
            #expect(a.curve == nil && a.duration == 0.25)
        } else {
            Issue.record("no keyboard-timing failure: \(String(describing: Self.failed(noCurve, .show)))")
        }
        // A hard-coded 0.25 with the curve passes a plain show but not a rotation, whose notifications carry 0.4 s.
        let fixed = Self.audit(AuditFixtures.session(Self.animating("UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) { BODY }")),
                               .controller("FormController"))
        #expect(Self.failed(fixed, .show) == nil)
        #expect(Self.failed(fixed, .rotate)?.property == .keyboardTiming)
    }

    /// The failures of the `:code` of a built-in strategy, loaded and audited as the learner's own controller.
    static func auditCode(of strategy: String, scene: [String] = AuditFixtures.form) -> [AuditResult] {
        let session = Session()
        for line in [":draw off"] + scene + [":strategy " + strategy] { _ = session.handle(line) }
        let code = session.handle(":code").output.removingANSIEscapes
        let loaded = session.handle(code)
        #expect(!loaded.failed, "\(loaded.output)")
        let name = ControllerBinding.controllerClasses(in: session.swift).first ?? ""
        return audit(session, .controller(name), scene: scene)
    }

    static func failed(_ results: [AuditResult], _ sequence: GauntletSequence, _ device: String = "iphone-8") -> GauntletFinding? {
        let r = results.first { $0.place == GauntletCase(sequence: sequence, device: device, orientation: .portrait) }
        if case .failed(let finding, _) = r?.outcome { return finding }
        return nil
    }

    @Test("shift-view's code: the other field is pushed out when fields switch, a growing keyboard covers the field, the push leaves the root shifted")
    func shiftViewCode() {
        let results = Self.auditCode(of: "shift-view")
        #expect(Self.failed(results, .show) == nil)
        // email rests at 40 (safe top 20): with the root still 258 up it is at −218, 238 above the safe area.
        #expect(Self.failed(results, .switchFields) == .aboveSafeArea(field: "email", by: 238))
        #expect(Self.failed(results, .predictiveOn)?.property == .fieldVisible)
        #expect(Self.failed(results, .pushPop)?.property == .restingLayout)
        // On a notched iPhone the field floats the home indicator's height too high.
        #expect(Self.failed(results, .show, "iphone-x")?.property == .sitsOnKeyboard)
    }

    @Test("shift-view without its guard: the emoji keyboard's second WillShow shifts the screen again")
    func shiftViewGuardOffCode() {
        let results = Self.auditCode(of: "shift-view guard off")
        #expect(Self.failed(results, .show) == nil)
        // nickname rests 20 pt above the bottom: shifted 516 it floats 647 − 516 = 131 against the keyboard's top 409.
        #expect(Self.failed(results, .emoji) == .gap(view: "nickname", gap: 278, allowed: 20 + Gauntlet.margin))
    }

    @Test("observers that are never removed run while another screen is pushed")
    func forgetRemovalCode() {
        let results = Self.auditCode(of: "shift-view forget-removal on")
        #expect(Self.failed(results, .pushPop)?.property == .quietOffScreen)
    }

    @Test("seed 003's move: a bar moved by the keyboard's height floats 34 pt above it on an iPhone X")
    func moveCode() {
        let chat = [":add toolbar bar 0 0 375 44", ":pin bar.leading to safe.leading", ":pin bar.trailing to safe.trailing",
                    ":pin bar.bottom to safe.bottom", ":pin bar.height 44", ":add textfield message 8 4 250 36 in bar"]
        let results = Self.auditCode(of: "move bar", scene: chat)
        #expect(Self.failed(results, .show) == nil)
        #expect(Self.failed(results, .show, "iphone-x") == .gap(view: "bar", gap: 34, allowed: Gauntlet.margin))
    }

    @Test("the built-in strategies and their :code fail the same runs")
    func builtInMatchesItsCode() {
        for strategy in ["shift-view", "shift-view guard off", "minimal"] {
            let session = Session()
            for line in AuditFixtures.form + [":strategy " + strategy] { _ = session.handle(line) }
            let builtIn = Self.audit(session, .strategy(strategy.split(separator: " ").map(String.init)))
            let code = Self.auditCode(of: strategy)
            #expect(builtIn.map(\.outcome) == code.map(\.outcome), "\(strategy)")
        }
    }

    @Test(":audit prints the table and a replay line; the replay line runs that one case step by step")
    func replAudit() {
        let session = AuditFixtures.session(AuditFixtures.mostCopied)
        for line in AuditFixtures.form { _ = session.handle(line) }
        let reply = session.handle(":audit")
        #expect(reply.failed)
        #expect(reply.output.contains("sequence             iphone-se"))
        #expect(reply.output.contains("replay: :audit ViewController predictive-on iphone-se portrait"))
        let replay = session.handle(":audit ViewController predictive-on iphone-8 portrait")
        #expect(replay.output.contains("> :keyboard predictive on"))
        #expect(replay.output.contains("nickname is covered by 22 pt"))
        #expect(session.handle(":audit ViewController sideways").output.contains("`sideways` is not a sequence"))
        #expect(session.completions(for: ":audit ViewController em").contains("emoji"))
    }

    @Test("without a scene the outlets make one; without code the current strategy is audited")
    func scenesAndSubjects() {
        let session = AuditFixtures.session(AuditFixtures.careful)
        let fromOutlets = session.handle(":audit")
        #expect(fromOutlets.output.contains("made from the outlets (email, nickname)"))
        #expect(!fromOutlets.failed, "\(fromOutlets.output)")
        let plain = Session()
        #expect(plain.handle(":audit").output.contains("nothing to audit"))
        for line in AuditFixtures.form + [":strategy shift-view"] { _ = plain.handle(line) }
        #expect(plain.handle(":audit").output.contains("the built-in strategy `shift-view`"))
    }

    @Test("the current scene is written back so it can be rebuilt: text fields as added, a scroll view's inset adjustment only when turned off")
    func currentSceneRebuilds() {
        let session = Session()
        for line in [":add scrollview list 0 0 375 600", ":inset-adjustment list never", ":add textfield email 20 40 335 40 in list",
                     ":add textfield nickname 20 480 335 44"] { _ = session.handle(line) }
        let lines = AuditScene.fromCurrent(session.scene.simulation).lines
        #expect(lines.contains(":inset-adjustment list never"))
        #expect(!lines.contains { $0.hasPrefix(":inset-adjustment email") || $0.hasPrefix(":inset-adjustment nickname") })
        _ = session.handle(":strategy shift-view")
        let reply = session.handle(":audit show iphone-8")
        #expect(!reply.output.contains("could not be built"), "\(reply.output)")
    }
}
