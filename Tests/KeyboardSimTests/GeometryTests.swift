import Testing
@testable import KeyboardSim

@Suite("Geometry and convert")
struct GeometryTests {
    @Test func intersection() {
        let a = Rect(x: 0, y: 500, width: 375, height: 40)
        let kb = Rect(x: 0, y: 409, width: 375, height: 258)
        #expect(a.intersection(kb) == a)
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
    }

    @Test func convertIncludesTheRootShiftAndTheScrollOffset() throws {
        var sim = try TestScenes.diary(strategy: ["shift-view"])
        _ = sim.apply(.focus("diary"))
        // root at −258; diary at 500 in content; the scroll view rests at −20
        // (.automatic, UIKit's default: the 20 pt status bar joins the inset) → 500 + 20 − 258 = 262.
        #expect(sim.screenFrame(of: "diary")?.y == 262)
        let inList = sim.convert(Rect(x: 0, y: 0, width: 343, height: 100), from: "diary", to: "list")
        #expect(inList == Rect(x: 16, y: 500, width: 343, height: 100))
        let kbInRoot = sim.convert(try #require(sim.keyboardFrame), from: nil, to: "view")
        #expect(kbInRoot?.y == 667)
    }

    @Test func scrollOffsetIsTheBoundsOrigin() throws {
        var sim = try TestScenes.diary()
        _ = sim.apply(.focus("diary"))
        let offset = try #require(sim.view(named: "list")).contentOffset.y
        #expect(sim.view(named: "list")?.bounds.origin.y == offset)
        let screenY = try #require(sim.screenFrame(of: "diary")).y
        #expect(abs(screenY - (500 - offset)) < 1e-9)
        #expect(sim.convert(.zero, from: "nothing", to: nil) == nil)
    }

    @Test func numbersPrintWithoutAPointWhenIntegral() {
        #expect(formatNumber(409) == "409")
        #expect(formatNumber(-258) == "-258")
        #expect(formatNumber(-258, ascii: false) == "−258")
        #expect(formatNumber(122.7) == "122.7")
        #expect(formatNumber(143.5) == "143.5")
        #expect(formatNumber(1.0 / 3.0) == "0.33")
        #expect(formatNumber(-0.001) == "0")
    }

    @Test func estimatedNumbersAreMarked() {
        let x15 = DeviceCatalog.iphone15.keyboardHeight(.portrait, predictive: true)
        #expect(!x15.confirmed)
        #expect(x15.display == "≈336")
        #expect(DeviceCatalog.iphone8.keyboardHeight(.portrait, predictive: true).display == "258")
        #expect(DeviceCatalog.iphoneX.keyboardHeight(.landscape, predictive: true).confirmed == false)
    }
}
