import Testing
@testable import KeyboardSim

@Suite("scroll (seed 001)")
struct ScrollStrategyTests {
    @Test func insetIsKeyboardPlus20AndIndicatorIsKeyboard() throws {
        var sim = try TestScenes.diary()
        _ = sim.apply(.focus("diary"))
        #expect(sim.view(named: "list")?.contentInset.bottom == 278)
        #expect(sim.view(named: "list")?.indicatorInset.bottom == 258)
        #expect(try sim.value(atPath: "list.insetBottom").get() == 278)
    }

    @Test func lowTextViewScrollsByTheMinimumThatShowsTheRect() throws {
        var sim = try TestScenes.diary()
        let t = sim.apply(.focus("diary"))
        // visibleHeight 667 − 258 = 409; midY 550 > 245.4; targetY 500 − 122.7 = 377.3;
        // rect height 100 + 258 = 358 → maxY 735.3; visible bottom 667 − 278 = 389 → offset 346.3.
        let codes = t.handlerSteps.map(\.code)
        #expect(codes.contains("let visibleHeight = view.bounds.height - keyboardHeight  // 667 − 258 = 409"))
        #expect(codes.contains("let targetY = fieldFrame.minY - visibleHeight * 0.3  // 500 − 409 × 0.3 = 377.3"))
        let offset = try sim.value(atPath: "list.offsetY").get()
        #expect(abs(offset - 346.3) < 1e-9)
        #expect(sim.covered("diary") == 0)
    }

    @Test func highTextViewDoesNotScroll() throws {
        var sim = try TestScenes.diary()
        _ = sim.apply(.focus("title"))
        // The offset stays at rest: −20, the status bar's inset (.automatic, UIKit's default).
        #expect(sim.view(named: "list")?.contentOffset.y == -20)
        #expect(sim.view(named: "list")?.contentInset.bottom == 278)
    }

    @Test func offsetIsClampedToTheContent() throws {
        var sim = try TestScenes.diary()
        try sim.setContentHeight("list", 700)
        _ = sim.apply(.focus("diary"))
        // max offset = 700 + 278 − 667 = 311 < 346.3.
        #expect(sim.view(named: "list")?.contentOffset.y == 311)
    }

    @Test func paddingOption() throws {
        var sim = try TestScenes.diary(strategy: ["scroll", "list", "padding", "0"])
        _ = sim.apply(.focus("diary"))
        #expect(sim.view(named: "list")?.contentInset.bottom == 258)
    }

    @Test func hideResetsTheInsets() throws {
        var sim = try TestScenes.diary()
        _ = sim.apply(.focus("diary"))
        _ = sim.apply(.dismiss)
        #expect(sim.view(named: "list")?.contentInset.bottom == 0)
        #expect(sim.view(named: "list")?.indicatorInset.bottom == 0)
    }

    @Test func scrollNeedsAScrollView() throws {
        var sim = try TestScenes.register()
        #expect(throws: SimError.wrongKind(view: "email", kind: .textfield, expected: .scrollView)) {
            try sim.setStrategy(words: ["scroll", "email"])
        }
        #expect(throws: SimError.self) { try sim.setStrategy(words: ["scroll"]) }
    }

    @Test func scrollRectToVisibleDoesNothingWhenVisible() {
        let m = ScrollRectToVisible(rect: Rect(x: 0, y: 100, width: 10, height: 50), offsetY: 0, boundsHeight: 667,
                                    inset: EdgeInsets(bottom: 278), contentHeight: 1200)
        #expect(m.result == 0)
        let up = ScrollRectToVisible(rect: Rect(x: 0, y: 10, width: 10, height: 50), offsetY: 200, boundsHeight: 667,
                                     inset: EdgeInsets(top: 20), contentHeight: 1200)
        #expect(up.result == -10)
    }
}
