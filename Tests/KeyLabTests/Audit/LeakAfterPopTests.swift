import KeyboardSim
import Testing
@testable import KeyLab

/// The gauntlet's released-after-pop property: push-pop ends with the screen
/// popped, and a controller that its own observers keep alive is reported.
@Suite("a controller kept alive by its own observers after a pop is reported; [weak self] passes")
struct LeakAfterPopTests {
    /// push-pop on an iPhone 8, portrait, for the controller `name` in `code`, on the audit's form.
    static func pushPop(_ code: String, _ name: String) -> GauntletOutcome? {
        let session = AuditFixtures.session(code)
        let results = AuditRunner.run(.controller(name), scene: AuditScene.fromScript(AuditFixtures.form, name: "form.keylab"),
                                      from: session,
                                      filter: { $0.sequence == .pushPop && $0.device == "iphone-8" && $0.orientation == .portrait }).results
        #expect(results.count == 1)
        return results.first?.outcome
    }

    @Test("block observers capturing self strongly, never removed (removeObserver(self) misses tokens): leaked")
    func strongBlockLeaks() {
        let outcome = Self.pushPop(AlternativeFixtures.blockObserver(weakSelf: false, removeOnDisappear: false), "BlockController")
        // The handler also ran while the pushed screen had the keyboard; the leak, its cause, is what is reported.
        #expect(outcome == .failed(.stillAlive(controller: "BlockController"), after: ":screen pop"), "\(String(describing: outcome))")
    }

    @Test("block observers with [weak self] whose tokens are removed on disappear pass push-pop")
    func weakBlockPasses() {
        #expect(Self.pushPop(AlternativeFixtures.blockObserver(weakSelf: true, removeOnDisappear: true), "BlockController") == .passed)
    }

    @Test("a strong capture whose registration is removed on disappear is released too (the removal breaks the cycle)")
    func strongBlockRemovedPasses() {
        #expect(Self.pushPop(AlternativeFixtures.blockObserver(weakSelf: false, removeOnDisappear: true), "BlockController") == .passed)
    }

    @Test("a Combine sink stored in the controller without [weak self] is a retain cycle; with it, it passes")
    func combineSinks() {
        let strong = Self.pushPop(AlternativeFixtures.combineObserver(weakSelf: false), "SinkController")
        #expect(strong == .failed(.stillAlive(controller: "SinkController"), after: ":screen pop"), "\(String(describing: strong))")
        #expect(Self.pushPop(AlternativeFixtures.combineObserver(weakSelf: true), "SinkController") == .passed)
    }

    @Test("the careful controller's selector observers are held weakly: it is deallocated")
    func selectorObserversPass() {
        #expect(Self.pushPop(AuditFixtures.careful, "FormController") == .passed)
    }

    @Test(":screen pop says whether the controller was deallocated, in English and Korean")
    func screenPopInTheREPL() {
        for (language, alive, released) in [("en", "is still alive after the pop", "is deallocated"),
                                            ("ko", "살아 있어요", "해제됐어요")] {
            let strong = Session(environment: SessionEnvironment(language: language))
            for line in [":draw off"] + AuditFixtures.form { _ = strong.handle(line) }
            _ = strong.handle(AlternativeFixtures.blockObserver(weakSelf: false, removeOnDisappear: false))
            _ = strong.handle(":strategy code BlockController")
            let leaked = strong.handle(":screen pop").output
            #expect(leaked.contains("BlockController") && leaked.contains(alive), "\(leaked)")
            let weak = Session(environment: SessionEnvironment(language: language))
            for line in [":draw off"] + AuditFixtures.form { _ = weak.handle(line) }
            _ = weak.handle(AlternativeFixtures.blockObserver(weakSelf: true, removeOnDisappear: true))
            _ = weak.handle(":strategy code BlockController")
            let gone = weak.handle(":screen pop").output
            #expect(gone.contains(released) && !gone.contains(alive), "\(gone)")
        }
    }
}
